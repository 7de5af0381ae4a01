import type { CaipAddress } from '@appkit/core'
import { splitCaipAddress } from '@appkit/core/adapter'
import type { Address } from 'viem'

/** The address and chain id of an EVM CAIP-10 account. */
export function evmAccount(caipAddress: CaipAddress): { address: Address; chainId: number } {
  const { caipNetworkId, address } = splitCaipAddress(caipAddress)
  return { address: address as Address, chainId: Number(caipNetworkId.split(':')[1]) }
}
