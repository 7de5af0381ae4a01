import { UnsupportedAssetError } from '@appkit/core'
import {
  type ChainAdapterTransfer,
  formatCaipNetworkId,
  parseCaip19AssetId,
} from '@appkit/core/adapter'
import { type Address, encodeFunctionData, erc20Abi, isAddress } from 'viem'
import { evmAccount } from './evmAccount'

/** The wagmi call of a transfer: the native coin (`slip44`) or an ERC-20 `transfer`. */
export function transferCall({ from, to, asset, amount }: ChainAdapterTransfer) {
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
