import type { DevWalletMode } from '../DevWalletTypes'
import { DevWalletConfigError } from '../errors/DevWalletConfigError'
import type { SolanaDevWalletCluster } from './SolanaDevWalletTypes'
import { SOLANA_DEV_SEEDS } from './solanaDevSeeds'

/** The Solana page script's configuration, read from `window.__APPKIT_DEV_WALLET_SOLANA__`. */
export type SolanaDevWalletPageConfig = {
  /** The cluster's JSON-RPC URL (the devnet's `solana.rpcUrl`). */
  readonly rpcUrl?: string
  /** The cluster's genesis hash (the devnet's `solana.genesisHash`). */
  readonly genesisHash?: string
  /** 'prompt' by default; `?devWalletMode=` in the page URL wins. */
  readonly mode?: DevWalletMode
  /** PUBLIC TEST KEYS only: the key seeds (hex); the devnet's dev keys by default. */
  readonly seeds?: readonly string[]
  /** Remembers the authorization in localStorage (default true). */
  readonly persist?: boolean
}

/** The resolved page configuration. */
export type ResolvedSolanaPageConfig = {
  readonly cluster: SolanaDevWalletCluster
  readonly mode: DevWalletMode
  readonly seeds: readonly string[]
  readonly persist: boolean
}

/** Resolves the page configuration; throws DevWalletConfigError without a cluster. */
export function readSolanaPageConfig(
  config: SolanaDevWalletPageConfig | undefined,
  search = '',
): ResolvedSolanaPageConfig {
  if (!config?.rpcUrl || !config.genesisHash)
    throw new DevWalletConfigError(
      'Set window.__APPKIT_DEV_WALLET_SOLANA__ = { rpcUrl, genesisHash } first.',
    )
  const queryMode = new URLSearchParams(search).get('devWalletMode')
  return {
    cluster: { rpcUrl: config.rpcUrl, genesisHash: config.genesisHash },
    mode: (queryMode ?? config.mode ?? 'prompt') as DevWalletMode,
    seeds: config.seeds ?? SOLANA_DEV_SEEDS,
    persist: config.persist ?? true,
  }
}
