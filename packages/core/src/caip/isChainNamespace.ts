import { CHAIN_NAMESPACES, type ChainNamespace } from '../constants/networkConstants'

/**
 * True when `value` is one of the namespaces of SPEC §1 (eip155, solana, polkadot, bip122,
 * cosmos).
 */
export function isChainNamespace(value: unknown): value is ChainNamespace {
  return typeof value === 'string' && (CHAIN_NAMESPACES as readonly string[]).includes(value)
}
