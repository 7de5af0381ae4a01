import type { Hex } from 'viem'
import { ANVIL_DEV_KEYS } from '../anvilDevKeys'
import type { DevWalletChain, DevWalletMode } from '../DevWalletTypes'
import { DevWalletConfigError } from '../errors/DevWalletConfigError'

/** The page script's configuration, read from `window.__APPKIT_DEV_WALLET__`. */
export type DevWalletPageConfig = {
  /** JSON-RPC URL per chain id, for example `{ 1: 'http://127.0.0.1:8545' }`. */
  readonly rpcUrls?: Readonly<Record<string, string>>
  /** Full chain entries (they win over `rpcUrls` for the same id). */
  readonly chains?: readonly DevWalletChain[]
  /** 'approve', 'reject' or 'prompt' (the default); `?devWalletMode=` in the URL wins. */
  readonly mode?: DevWalletMode
  /** PUBLIC TEST KEYS; anvil's first three dev keys by default. */
  readonly accounts?: readonly Hex[]
  /** The chain active at start; the first one by default. */
  readonly chainId?: number
  /** Remember authorization, account and chain in localStorage across reloads (default true). */
  readonly persist?: boolean
}

/** The options the page script creates its wallet with. */
export type ResolvedPageConfig = {
  readonly chains: readonly DevWalletChain[]
  readonly mode: DevWalletMode
  readonly accounts: readonly Hex[]
  readonly chainId: number | undefined
  readonly persist: boolean
}

const knownChains: Record<number, Pick<DevWalletChain, 'name' | 'nativeCurrency'>> = {
  1: { name: 'Ethereum (devnet)', nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 } },
  137: { name: 'Polygon (devnet)', nativeCurrency: { name: 'POL', symbol: 'POL', decimals: 18 } },
}

/**
 * Resolves the page config: chains from `chains` and `rpcUrls` (named for 1 and 137), the mode
 * from `?devWalletMode=` or the config, anvil's dev keys by default. Throws DevWalletConfigError
 * when no chain is configured.
 */
export function readPageConfig(
  config: DevWalletPageConfig | undefined,
  search = '',
): ResolvedPageConfig {
  const fromUrls = Object.entries(config?.rpcUrls ?? {}).map(([id, rpcUrl]): DevWalletChain => {
    const chainId = Number(id)
    return { chainId, rpcUrl, ...(knownChains[chainId] ?? { name: `Chain ${chainId}` }) }
  })
  const explicit = config?.chains ?? []
  const chains = [
    ...explicit,
    ...fromUrls.filter((chain) => !explicit.some((e) => e.chainId === chain.chainId)),
  ]
  if (
    chains.length === 0 ||
    chains.some((chain) => !Number.isSafeInteger(chain.chainId) || chain.chainId <= 0)
  )
    throw new DevWalletConfigError(
      'Set window.__APPKIT_DEV_WALLET__ = { rpcUrls: { <chainId>: <url> } } first.',
    )
  const queryMode = new URLSearchParams(search).get('devWalletMode')
  return {
    chains,
    mode: (queryMode ?? config?.mode ?? 'prompt') as DevWalletMode,
    accounts: config?.accounts ?? ANVIL_DEV_KEYS,
    chainId: config?.chainId,
    persist: config?.persist ?? true,
  }
}
