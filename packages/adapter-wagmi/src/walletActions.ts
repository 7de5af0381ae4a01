import type { CaipAddress } from '@appkit/core'
import type {
  ChainAdapterBalance,
  ChainAdapterTransfer,
  ChainTransaction,
} from '@appkit/core/adapter'
import { type Config, getBalance, sendTransaction, signMessage, signTypedData } from '@wagmi/core'
import { type Address, formatUnits, type Hex, type TypedDataDefinition } from 'viem'
import { withAdapterErrors } from './errors/toAdapterError'
import { UnsupportedTransactionKindError } from './errors/UnsupportedTransactionKindError'
import { evmAccount } from './evmAccount'

/** The wagmi call of an `evmCall` transaction (any other kind is refused). */
function evmCall(transaction: ChainTransaction) {
  if (transaction.kind !== 'evmCall') throw new UnsupportedTransactionKindError(transaction.kind)
  return {
    to: transaction.to as Address,
    value: transaction.value,
    ...(transaction.data ? { data: transaction.data as Hex } : {}),
    chainId: Number(transaction.caipNetworkId.split(':')[1]),
  }
}

/** getBalance, signMessage, transfer, sendTransaction and signTypedData over a wagmi config. */
export function walletActions(config: Config) {
  return {
    getBalance: ({ caipAddress }: { caipAddress: CaipAddress }) =>
      withAdapterErrors(async (): Promise<ChainAdapterBalance> => {
        const { address, chainId } = evmAccount(caipAddress)
        const result = await getBalance(config, { address, chainId })
        return { balance: formatUnits(result.value, result.decimals), symbol: result.symbol }
      }),
    signMessage: ({ message, caipAddress }: { message: string; caipAddress: CaipAddress }) =>
      withAdapterErrors(() =>
        signMessage(config, { message, account: evmAccount(caipAddress).address }),
      ),
    // The CAIP-19 parsing loads with the first transfer, not with the page.
    transfer: (transfer: ChainAdapterTransfer) =>
      withAdapterErrors(async () => {
        const { transferCall } = await import('./transferCall')
        return sendTransaction(config, transferCall(transfer))
      }),
    sendTransaction: (transaction: ChainTransaction) =>
      withAdapterErrors(() => sendTransaction(config, evmCall(transaction))),
    signTypedData: ({ caipAddress, data }: { caipAddress: CaipAddress; data: unknown }) =>
      withAdapterErrors(() =>
        signTypedData(config, {
          ...(data as TypedDataDefinition),
          account: evmAccount(caipAddress).address,
        }),
      ),
  }
}
