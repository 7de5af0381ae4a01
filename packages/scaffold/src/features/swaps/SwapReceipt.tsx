import type { CaipNetwork } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { Button, ComponentStyle, Icon, Link } from '@appkit/ui'
import { useModalContext } from '../../host/ModalContext'
import { getTransactionExplorerUrl } from '../send/getTransactionExplorerUrl'
import { swapPanelCss } from './swapPanelCss'

/** What was swapped: the amounts and symbols, and the swap transaction's hash. */
export type SwapResult = {
  hash: string
  amount: string
  symbol: string
  toAmount: string
  toSymbol: string
}

/** Props of {@link SwapReceipt}. */
export type SwapReceiptProps = SwapResult & { network: Pick<CaipNetwork, 'blockExplorers'> }

/** What the Swap panel shows once swapped: the amounts, the hash, its explorer page, and back. */
export function SwapReceipt({
  hash,
  amount,
  symbol,
  toAmount,
  toSymbol,
  network,
}: SwapReceiptProps) {
  const { core, t } = useModalContext()
  const explorerUrl = getTransactionExplorerUrl(hash, network)
  return (
    <div className="ak-swap-done">
      <ComponentStyle id="swap-panel" css={swapPanelCss} />
      <Icon name="check" size={32} />
      <p className="ak-swap-done-title" role="status">
        {t('swap.swapped', { amount, symbol })}
      </p>
      {toAmount ? <p>{t('swap.received', { amount: toAmount, symbol: toSymbol })}</p> : null}
      <p className="ak-swap-hash">{t('swap.transaction', { hash })}</p>
      {explorerUrl ? <Link href={explorerUrl}>{t('swap.viewTransaction')}</Link> : null}
      <Button variant="secondary" fullWidth onClick={() => void flows.back(core)}>
        {t('swap.done')}
      </Button>
    </div>
  )
}
