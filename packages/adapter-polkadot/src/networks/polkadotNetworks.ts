import type { CaipNetwork, CaipNetworkId } from '@appkit/core'
import { polkadot } from '@appkit/core/networks'

/** What a local Polkadot chain (chopsticks, a dev node) needs to be a network of the modal. */
export type PolkadotLocalNetworkParams = {
  /** The chain's WebSocket JSON-RPC URL (`@appkit/test`'s devnet prints it as `polkadot.rpcUrl`). */
  rpcUrl: string
  /**
   * The genesis hash the chain reports; the CAIP-2 reference is its first 32 hex digits (CAIP-13).
   * By default the placeholder `0x4545…` that chopsticks reports for a chain started from a spec.
   */
  genesisHash?: string
  /** Shown in the modal; 'Asset Hub Rococo (local)' by default. */
  name?: string
  /** The native token; ROC with 12 decimals (Asset Hub Rococo) by default. */
  currency?: [name: string, symbol: string, decimals: number]
}

/** The genesis hash chopsticks reports for a chain started from a raw spec (a placeholder). */
export const CHOPSTICKS_GENESIS_HASH = `0x${'45'.repeat(32)}`

/** The CAIP-2 id of a Polkadot chain: `polkadot:` and the first 32 hex digits of its genesis hash. */
export function toPolkadotCaipNetworkId(genesisHash: string): CaipNetworkId {
  return `polkadot:${genesisHash.replace(/^0x/, '').slice(0, 32).toLowerCase()}`
}

/**
 * The network of a local Polkadot chain, by default the repo's devnet (chopsticks running Asset
 * Hub Rococo, `polkadot:45454545454545454545454545454545`): the demo configures it beside `polkadot`.
 */
export function polkadotLocalNetwork(params: PolkadotLocalNetworkParams): CaipNetwork {
  const caipNetworkId = toPolkadotCaipNetworkId(params.genesisHash ?? CHOPSTICKS_GENESIS_HASH)
  const [name, symbol, decimals] = params.currency ?? ['Rococo', 'ROC', 12]
  return {
    id: caipNetworkId.slice('polkadot:'.length),
    caipNetworkId,
    chainNamespace: 'polkadot',
    name: params.name ?? 'Asset Hub Rococo (local)',
    nativeCurrency: { name, symbol, decimals },
    rpcUrls: { default: { http: [params.rpcUrl] } },
    testnet: true,
  }
}

/**
 * SS58 address formats of known networks (the runtime's `System.SS58Prefix`): Polkadot 0,
 * Kusama 2, and the devnet (Asset Hub Rococo reports 2). Others default to 42 (generic
 * Substrate) unless the adapter's `ss58Formats` option names them.
 */
export const POLKADOT_SS58_FORMATS: Readonly<Record<CaipNetworkId, number>> = {
  [polkadot.caipNetworkId]: 0,
  'polkadot:b0a8d493285c2df73290dfb7e61f870f': 2,
  [toPolkadotCaipNetworkId(CHOPSTICKS_GENESIS_HASH)]: 2,
}

/** The generic Substrate SS58 format, for networks of unknown format. */
export const GENERIC_SS58_FORMAT = 42

export { polkadot }
