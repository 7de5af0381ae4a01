import { type CaipAddress, splitCaipAddress } from '@appkit/core'
import type { Address } from 'viem'

/** The address and chain id of an EVM CAIP-10 account. */
export function evmAccount(caipAddress: CaipAddress): { address: Address; chainId: number } {
  const { caipNetworkId, address } = splitCaipAddress(caipAddress)
  return { address: address as Address, chainId: Number(caipNetworkId.split(':')[1]) }
}
