import { WagmiAdapter } from '@appkit/adapter-wagmi'
import type { CaipNetwork } from '@appkit/core'
import {
  ANVIL_DEV_KEYS,
  announceDevWallet,
  createDevWalletProvider,
  type DevWalletMode,
  type DevWalletProvider,
} from '@appkit/dev-wallet'
import type { AppKit } from '../client/AppKit'
import type { CreateAppKitOptions } from '../client/CreateAppKitOptions'
import { createAppKit } from '../client/createAppKit'

// The in-repo dev wallet announced through EIP-6963 in happy-dom, found by a real WagmiAdapter.
// The wallet answers eth_requestAccounts, eth_chainId and personal_sign itself, so no chain node
// is asked (the demo's Chromium tests run the same path against the devnet); the RPC URL is never
// called.
const NEVER_CALLED_RPC = 'http://127.0.0.1:9/never-called'

/** The dev wallet's network, as the dapp lists it. */
export const devWalletChain: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: [NEVER_CALLED_RPC] } },
}

const stops: (() => void)[] = []

/**
 * Ends what {@link announceTestDevWallet} and {@link createDevWalletAppKit} started (the
 * announcements and the instances, newest last); call it in the test file's afterEach.
 */
export function stopDevWalletAppKits(): void {
  for (const stop of stops.splice(0)) stop()
}

/** Creates the dev wallet (the first anvil dev key, chain 31337) and announces it in the page. */
export function announceTestDevWallet(mode: DevWalletMode): DevWalletProvider {
  const wallet = createDevWalletProvider({
    accounts: ANVIL_DEV_KEYS.slice(0, 1),
    chains: [{ chainId: 31337, rpcUrl: NEVER_CALLED_RPC, name: 'Devnet' }],
    mode,
    origin: '127.0.0.1',
  })
  stops.push(announceDevWallet(window, wallet).stop)
  return wallet
}

/**
 * An AppKit instance over a real WagmiAdapter on {@link devWalletChain} (no wagmi storage, a
 * silent logger), with the dapp's extra `options`; destroyed by {@link stopDevWalletAppKits}.
 */
export function createDevWalletAppKit(options: Partial<CreateAppKitOptions> = {}): AppKit {
  const adapter = new WagmiAdapter({
    networks: [devWalletChain],
    storage: null,
    logIgnoredEvent: () => {},
  })
  const appKit = createAppKit({
    networks: [devWalletChain],
    adapters: [adapter],
    ...options,
    services: { logger: { warn: () => {}, error: () => {} }, ...options.services },
  })
  stops.push(() => appKit.destroy())
  return appKit
}
