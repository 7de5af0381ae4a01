import type { CaipNetwork, ChainAdapterBalance, ChainAdapterTransaction } from '@appkit/core'
import {
  type Config,
  estimateGas,
  getBalance,
  getConnection,
  sendTransaction,
  signMessage,
  signTypedData,
} from '@wagmi/core'
import { type Address, formatUnits, type Hex, type TypedDataDefinition } from 'viem'
import { withAdapterErrors } from './errors/toAdapterError'

function callOf(transaction: ChainAdapterTransaction) {
  return {
    to: transaction.to as Address,
    value: transaction.value,
    ...(transaction.data ? { data: transaction.data as Hex } : {}),
    chainId: Number(transaction.caipNetwork.id),
  }
}

/** getBalance, signMessage, sendTransaction, signTypedData and estimateGas over a wagmi config. */
export function walletActions(config: Config) {
  return {
    getBalance: ({ address, caipNetwork }: { address: string; caipNetwork: CaipNetwork }) =>
      withAdapterErrors(async (): Promise<ChainAdapterBalance> => {
        const chainId = Number(caipNetwork.id)
        const result = await getBalance(config, { address: address as Address, chainId })
        return { balance: formatUnits(result.value, result.decimals), symbol: result.symbol }
      }),
    signMessage: ({ message, address }: { message: string; address: string }) =>
      withAdapterErrors(() => signMessage(config, { message, account: address as Address })),
    sendTransaction: (transaction: ChainAdapterTransaction) =>
      withAdapterErrors(() => sendTransaction(config, callOf(transaction))),
    signTypedData: ({ address, data }: { address: string; data: unknown }) =>
      withAdapterErrors(() =>
        signTypedData(config, {
          ...(data as TypedDataDefinition),
          account: address as Address,
        }),
      ),
    estimateGas: (transaction: ChainAdapterTransaction) =>
      withAdapterErrors(() => {
        const account = getConnection(config).address
        return estimateGas(config, { ...callOf(transaction), ...(account ? { account } : {}) })
      }),
  }
}
