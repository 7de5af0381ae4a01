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
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  type TypedDataDefinition,
} from 'viem'
import { withAdapterErrors } from './errors/toAdapterError'
import { readTokenAddress } from './readTokenAddress'

function callOf(transaction: ChainAdapterTransaction) {
  const chainId = Number(transaction.caipNetwork.id)
  const token = readTokenAddress(transaction.tokenAddress)
  // A token send (core's send flow names the token): an ERC-20 transfer of `value` base units.
  if (token)
    return {
      to: token,
      value: 0n,
      data: encodeFunctionData({
        abi: erc20Abi,
        functionName: 'transfer',
        args: [transaction.to as Address, transaction.value],
      }),
      chainId,
    }
  return {
    to: transaction.to as Address,
    value: transaction.value,
    ...(transaction.data ? { data: transaction.data as Hex } : {}),
    chainId,
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
