// Namespaces, networks and chain ids of SPEC §1, §5, §6 and §9.

/** SPEC §1: 'Chains (namespaces): eip155, solana, polkadot, bip122, cosmos'. */
export const CHAIN_NAMESPACES = ['eip155', 'solana', 'polkadot', 'bip122', 'cosmos'] as const
/** A namespace of {@link CHAIN_NAMESPACES}. */
export type ChainNamespace = (typeof CHAIN_NAMESPACES)[number]
/** SPEC §1: 'Embedded e-mail/social login works only on eip155 and solana'. */
export const EMBEDDED_LOGIN_NAMESPACES = ['eip155', 'solana'] as const
/** SPEC §1: 'Default chain eip155:1'. */
export const DEFAULT_CAIP_NETWORK_ID = 'eip155:1'
/** SPEC §1: 'Swap networks: 12 EVM chain ids'. */
export const SWAP_SUPPORTED_CHAIN_IDS = [
  1, 42161, 10, 324, 8453, 56, 137, 100, 43114, 250, 8217, 1313161554,
] as const
/** SPEC §5: 'Solana preflight commitment'. */
export const SOLANA_PREFLIGHT_COMMITMENTS = [
  'processed',
  'confirmed',
  'finalized',
  'recent',
  'single',
  'singleGossip',
  'root',
  'max',
] as const
/** SPEC §5: 'Social provider one of google, github, apple, facebook, x, discord'. */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
/** SPEC §5: 'Theme mode light or dark'. */
export const THEME_MODES = ['light', 'dark'] as const
