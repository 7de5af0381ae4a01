import type { CaipNetwork } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { Button, ComponentStyle, Icon, Link } from '@appkit/ui'
import { useModalContext } from '../../host/ModalContext'
import { getTransactionExplorerUrl } from './getTransactionExplorerUrl'
import { sendPanelCss } from './sendPanelCss'

/** Props of {@link SendReceipt}. */
export type SendReceiptProps = {
  hash: string
  amount: string
  symbol: string
  network: Pick<CaipNetwork, 'blockExplorers'>
}

/** What the Send panel shows once sent: the amount, the hash, its explorer page, and back. */
export function SendReceipt({ hash, amount, symbol, network }: SendReceiptProps) {
  const { core, t } = useModalContext()
  const explorerUrl = getTransactionExplorerUrl(hash, network)
  return (
    <div className="ak-send-done">
      <ComponentStyle id="send-panel" css={sendPanelCss} />
      <Icon name="check" size={32} />
      <p className="ak-send-done-title" role="status">
        {t('send.sent', { amount, symbol })}
      </p>
      <p className="ak-send-hash">{t('send.transaction', { hash })}</p>
      {explorerUrl ? <Link href={explorerUrl}>{t('send.viewTransaction')}</Link> : null}
      <Button variant="secondary" fullWidth onClick={() => void flows.back(core)}>
        {t('send.done')}
      </Button>
    </div>
  )
}
