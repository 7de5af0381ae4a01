/** Where the page script is written by default (packages/dev-wallet/dist/dev-wallet.iife.js). */
export declare const PAGE_SCRIPT_PATH: string

/** Bundles the dev wallet page script into an IIFE; resolves to the file and its size in bytes. */
export declare function buildPageScript(options?: {
  outfile?: string
  minify?: boolean
}): Promise<{ outfile: string; bytes: number }>

/** Where the Solana page script is written by default (dist/dev-wallet-solana.iife.js). */
export declare const SOLANA_PAGE_SCRIPT_PATH: string

/** Bundles the Solana dev wallet page script into its own IIFE; resolves to the file and size. */
export declare function buildSolanaPageScript(options?: {
  outfile?: string
  minify?: boolean
}): Promise<{ outfile: string; bytes: number }>

/** Where the Bitcoin page script is written by default (dist/dev-wallet-bitcoin.iife.js). */
export declare const BITCOIN_PAGE_SCRIPT_PATH: string

/** Bundles the Bitcoin dev wallet page script into its own IIFE; resolves to the file and size. */
export declare function buildBitcoinPageScript(options?: {
  outfile?: string
  minify?: boolean
}): Promise<{ outfile: string; bytes: number }>

/** Where the Cosmos page script is written by default (dist/dev-wallet-cosmos.iife.js). */
export declare const COSMOS_PAGE_SCRIPT_PATH: string

/** Bundles the Cosmos dev wallet page script into its own IIFE; resolves to the file and size. */
export declare function buildCosmosPageScript(options?: {
  outfile?: string
  minify?: boolean
}): Promise<{ outfile: string; bytes: number }>

/** Where the Polkadot page script is written by default (dist/dev-wallet-polkadot.iife.js). */
export declare const POLKADOT_PAGE_SCRIPT_PATH: string

/** Bundles the Polkadot dev wallet page script into its own IIFE; resolves to the file and size. */
export declare function buildPolkadotPageScript(options?: {
  outfile?: string
  minify?: boolean
}): Promise<{ outfile: string; bytes: number }>
