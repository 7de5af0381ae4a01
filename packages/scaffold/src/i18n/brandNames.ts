/**
 * Names every language writes the same way, spread into each catalogue: the social providers'
 * brands (SPEC §9's social list) and the chain families' names.
 */
export const socialProviderNames = {
  google: 'Google',
  x: 'X',
  farcaster: 'Farcaster',
  discord: 'Discord',
  apple: 'Apple',
  github: 'GitHub',
  facebook: 'Facebook',
} as const

/** The chain family names the network views show, by namespace (`{chain}` in their strings). */
export const namespaceNames = {
  namespace_eip155: 'EVM',
  namespace_solana: 'Solana',
  namespace_polkadot: 'Polkadot',
  namespace_bip122: 'Bitcoin',
  namespace_cosmos: 'Cosmos',
} as const
