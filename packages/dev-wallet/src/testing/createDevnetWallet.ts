import type { DevnetInfo } from '@appkit/test'
import { createPublicClient, http, type PublicClient } from 'viem'
import { ANVIL_DEV_KEYS } from '../anvilDevKeys'
import { createDevWalletProvider, type DevWalletProvider } from '../createDevWalletProvider'
import type { DevWalletChain, DevWalletOptions } from '../DevWalletTypes'

/** The devnet's chains as dev wallet chains (1 first, then 137). */
export function devnetWalletChains(devnet: DevnetInfo): DevWalletChain[] {
  return devnet.chains.map((chain) => ({
    chainId: chain.chainId,
    rpcUrl: chain.rpcUrl,
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
  }))
}

/** A dev wallet on the running devnet holding anvil's dev keys (test helper). */
export function createDevnetWallet(
  devnet: DevnetInfo,
  options: Partial<DevWalletOptions> = {},
): DevWalletProvider {
  return createDevWalletProvider({
    accounts: ANVIL_DEV_KEYS,
    chains: devnetWalletChains(devnet),
    ...options,
  })
}

/** A viem public client reading the devnet chain `chainId` directly (not through the wallet). */
export function devnetClient(devnet: DevnetInfo, chainId: number): PublicClient {
  const chain = devnet.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`no devnet chain ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** Records the payloads of one provider event. */
export function recordEvents(
  provider: DevWalletProvider,
  event: 'connect' | 'disconnect' | 'accountsChanged' | 'chainChanged',
): unknown[] {
  const payloads: unknown[] = []
  provider.on(event, (payload) => payloads.push(payload))
  return payloads
}
