import type { CaipNetwork, ChainNamespace } from '../types/network'
import { SWAP_SUPPORTED_CHAIN_IDS } from './networkConstants'

/** A feature whose availability depends on the namespace (SPEC §1). */
export type NamespaceFeature =
  | 'names'
  | 'activity'
  | 'tokenBalances'
  | 'onramp'
  | 'send'
  | 'embeddedLogin'
  | 'swaps'

/**
 * SPEC §1, per namespace: 'name registration (EVM only), transaction history (EVM only)',
 * 'Balance, on-ramp and send support EVM and Solana', 'Embedded e-mail/social login works only
 * on eip155 and solana', swaps on EVM (and only on the swap chain ids, see
 * {@link isFeatureSupported}). Flows and views ask this table, never a namespace literal.
 * Send on bip122 goes beyond SPEC §1's sentence: issue 14 (Bitcoin end to end) asks for sending
 * BTC from the modal (a PSBT whose fee shows before signing); its balance is the native one.
 * Send, token balances and activity on cosmos go beyond SPEC §1 too: issue 15 (Polkadot and
 * Cosmos end to end) asks for sending ATOM from the modal (a MsgSend whose fee shows before
 * signing), the Account's balance from apps/api and the Activity list from its cosmos history.
 * Token balances, send and activity on polkadot go beyond SPEC §1 for the same issue: the balance
 * from the blockchain API, sending the native token from the modal (the fee quoted by the chain
 * before signing) and the transfers indexed from the chain's blocks.
 */
export const NAMESPACE_FEATURES: Readonly<Record<ChainNamespace, readonly NamespaceFeature[]>> = {
  eip155: ['names', 'activity', 'tokenBalances', 'onramp', 'send', 'embeddedLogin', 'swaps'],
  solana: ['tokenBalances', 'onramp', 'send', 'embeddedLogin'],
  polkadot: ['activity', 'tokenBalances', 'send'],
  bip122: ['send'],
  cosmos: ['tokenBalances', 'activity', 'send'],
}

/**
 * True when `feature` is available on `network` (or on a namespace): the namespace table, and
 * for swaps also SPEC §1's 12 swap chain ids.
 *
 * @example
 * isFeatureSupported('swaps', polygon) // true
 * isFeatureSupported('names', 'solana') // false
 */
export function isFeatureSupported(
  feature: NamespaceFeature,
  network: CaipNetwork | ChainNamespace | undefined,
): boolean {
  if (network === undefined) return false
  const namespace = typeof network === 'string' ? network : network.chainNamespace
  if (!NAMESPACE_FEATURES[namespace]?.includes(feature)) return false
  if (feature !== 'swaps' || typeof network === 'string') return true
  return (SWAP_SUPPORTED_CHAIN_IDS as readonly number[]).includes(Number(network.id))
}
