import type { CaipNetwork } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { useModalContext } from '../../host/ModalContext'
import { TransactionReceipt } from '../receipt/TransactionReceipt'

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
  return (
    <TransactionReceipt
      hash={hash}
      network={network}
      messages={{
        title: t('swap.swapped', { amount, symbol }),
        details: toAmount ? [t('swap.received', { amount: toAmount, symbol: toSymbol })] : [],
        transaction: t('swap.transaction', { hash }),
        viewTransaction: t('swap.viewTransaction'),
        done: t('swap.done'),
      }}
      onDone={() => void flows.back(core)}
    />
  )
}
