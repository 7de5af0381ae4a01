import type { CaipNetwork } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { useModalContext } from '../../host/ModalContext'
import { TransactionReceipt } from '../receipt/TransactionReceipt'

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
  return (
    <TransactionReceipt
      hash={hash}
      network={network}
      messages={{
        title: t('send.sent', { amount, symbol }),
        transaction: t('send.transaction', { hash }),
        viewTransaction: t('send.viewTransaction'),
        done: t('send.done'),
      }}
      onDone={() => void flows.back(core)}
    />
  )
}
