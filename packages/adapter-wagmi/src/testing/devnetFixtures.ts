import type { CaipNetwork } from '@appkit/core'
import {
  ANVIL_DEV_KEYS,
  announceDevWallet,
  createDevWalletProvider,
  type DevWalletOptions,
  type DevWalletProvider,
} from '@appkit/dev-wallet'
import type { DevnetInfo } from '@appkit/test'
import { createStorage, type Storage } from '@wagmi/core'
import { createPublicClient, http, type PublicClient } from 'viem'
import { WagmiAdapter } from '../WagmiAdapter'
import type { WagmiAdapterOptions } from '../WagmiAdapterOptions'

/** The devnet's chains as core networks (RPC on 127.0.0.1). Test helper. */
export function devnetNetworks(devnet: DevnetInfo): CaipNetwork[] {
  return devnet.chains.map((chain) => ({
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
  }))
}

/** The devnet network of `chainId`. */
export function devnetNetwork(devnet: DevnetInfo, chainId: number): CaipNetwork {
  const network = devnetNetworks(devnet).find((n) => n.id === chainId)
  if (!network) throw new Error(`no devnet chain ${chainId}`)
  return network
}

/** A viem public client reading the devnet chain `chainId` directly (not through the wallet). */
export function devnetReader(devnet: DevnetInfo, chainId: number): PublicClient {
  const chain = devnet.chains.find((candidate) => candidate.chainId === chainId)
  if (!chain) throw new Error(`no devnet chain ${chainId}`)
  return createPublicClient({ transport: http(chain.rpcUrl) })
}

/** A wagmi storage in memory (reconnect across two adapters as across a reload). */
export function memoryWagmiStorage(): Storage {
  const entries = new Map<string, string>()
  return createStorage({
    storage: {
      getItem: (key) => entries.get(key) ?? null,
      setItem: (key, value) => void entries.set(key, value),
      removeItem: (key) => void entries.delete(key),
    },
  })
}

/** What {@link setUpDevnetWallet} gives a test. */
export type DevnetWalletRig = {
  wallet: DevWalletProvider
  adapter: WagmiAdapter
  target: EventTarget
  /** The methods the wallet was asked, in order. */
  methods: string[]
}

/**
 * The real dev wallet (anvil's public dev keys, the devnet's chains unless `chainIds` narrows
 * them) announced over EIP-6963 on a fresh EventTarget (Node has no window), and an adapter
 * discovering it there. The wallet's `request` is wrapped only to record method names.
 */
export function setUpDevnetWallet(
  devnet: DevnetInfo,
  options: {
    wallet?: Partial<DevWalletOptions>
    chainIds?: readonly number[]
    adapter?: Partial<WagmiAdapterOptions>
  } = {},
): DevnetWalletRig {
  const chains = devnet.chains
    .filter((chain) => !options.chainIds || options.chainIds.includes(chain.chainId))
    .map((chain) => ({ chainId: chain.chainId, rpcUrl: chain.rpcUrl, name: chain.name }))
  const wallet = createDevWalletProvider({ accounts: ANVIL_DEV_KEYS, chains, ...options.wallet })
  const methods: string[] = []
  const recording = {
    request: (args: { method: string; params?: unknown }) => {
      methods.push(args.method)
      return wallet.request(args)
    },
    on: wallet.on,
    removeListener: wallet.removeListener,
  }
  const target = new EventTarget()
  announceDevWallet(target, recording)
  const adapter = new WagmiAdapter({
    networks: devnetNetworks(devnet),
    discoveryTarget: target,
    storage: null,
    ...options.adapter,
  })
  return { wallet, adapter, target, methods }
}
