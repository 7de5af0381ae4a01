import { formatBalance } from '@appkit/core/internal'
import { type DevnetInfo, devnetPublicClient, getDevnetChain } from '@appkit/test'
import { type Address, formatEther } from 'viem'

/** The native balance of `address` on `chainId` as the Account view shows it, read from the devnet. */
export async function accountViewBalance(devnet: DevnetInfo, chainId: number, address: Address) {
  const chain = getDevnetChain(devnet, chainId)
  const wei = await devnetPublicClient(chain).getBalance({ address })
  return formatBalance(formatEther(wei), chain.nativeSymbol)
}
