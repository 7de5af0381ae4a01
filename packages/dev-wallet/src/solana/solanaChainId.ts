/** The CAIP-2 id of a Solana cluster: `solana:` and the first 32 characters of its genesis hash. */
export function solanaChainId(genesisHash: string): `solana:${string}` {
  return `solana:${genesisHash.slice(0, 32)}`
}
