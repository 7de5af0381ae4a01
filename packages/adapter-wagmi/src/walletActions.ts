import {
  type CaipAddress,
  type ChainAdapterBalance,
  type ChainAdapterTransfer,
  type ChainTransaction,
  formatCaipNetworkId,
  parseCaip19AssetId,
  splitCaipAddress,
  UnsupportedAssetError,
} from '@appkit/core'
import { type Config, getBalance, sendTransaction, signMessage, signTypedData } from '@wagmi/core'
import {
  type Address,
  encodeFunctionData,
  erc20Abi,
  formatUnits,
  type Hex,
  isAddress,
  type TypedDataDefinition,
} from 'viem'
import { withAdapterErrors } from './errors/toAdapterError'
import { UnsupportedTransactionKindError } from './errors/UnsupportedTransactionKindError'

/** The address and chain id of an EVM CAIP-10 account. */
function evmAccount(caipAddress: CaipAddress): { address: Address; chainId: number } {
  const { caipNetworkId, address } = splitCaipAddress(caipAddress)
  return { address: address as Address, chainId: Number(caipNetworkId.split(':')[1]) }
}

/** The wagmi call of a transfer: the native coin (`slip44`) or an ERC-20 `transfer`. */
function transferCall({ from, to, asset, amount }: ChainAdapterTransfer) {
  const { chainId } = evmAccount(from)
  const parsed = parseCaip19AssetId(asset)
  const caipNetworkId = formatCaipNetworkId('eip155', chainId)
  if (parsed.caipNetworkId !== caipNetworkId)
    throw new UnsupportedAssetError({ details: `${asset} is not on ${caipNetworkId}` })
  if (parsed.native) return { to: to as Address, value: amount, chainId }
  if (parsed.assetNamespace !== 'erc20' || !isAddress(parsed.reference, { strict: false }))
    throw new UnsupportedAssetError({ details: asset })
  return {
    to: parsed.reference,
    value: 0n,
    data: encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [to as Address, amount],
    }),
    chainId,
  }
}

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
    transfer: (transfer: ChainAdapterTransfer) =>
      withAdapterErrors(() => sendTransaction(config, transferCall(transfer))),
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
