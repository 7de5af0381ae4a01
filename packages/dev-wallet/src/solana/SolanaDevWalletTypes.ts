import type { ApprovalPrompt, DevWalletMode, DevWalletStorage } from '../DevWalletTypes'

/** The Solana cluster the dev wallet signs for: its genesis hash and JSON-RPC URL. */
export type SolanaDevWalletCluster = {
  /** The cluster's genesis hash (base58); its CAIP-2 id is `solana:` + the first 32 characters. */
  readonly genesisHash: string
  /** Where `solana:signAndSendTransaction` sends (JSON-RPC over HTTP). */
  readonly rpcUrl: string
}

/** Options of `createSolanaDevWallet`. */
export type SolanaDevWalletOptions = {
  /** PUBLIC TEST KEYS only: 32-byte ed25519 private key seeds (hex); the first is shared. */
  readonly seeds: readonly string[]
  /** The cluster the wallet knows. */
  readonly cluster: SolanaDevWalletCluster
  /** How consent is given; 'approve' by default. */
  readonly mode?: DevWalletMode
  /** Shows the prompt of 'prompt' mode; the EVM dev wallet's DOM dialog by default. */
  readonly prompt?: ApprovalPrompt
  /** The fetch used to reach the RPC URL; `globalThis.fetch` by default. */
  readonly fetch?: typeof fetch
  /** Remembers the authorization across page loads; nothing by default. */
  readonly storage?: DevWalletStorage
  /** The key under which `storage` keeps the authorization. */
  readonly storageKey?: string
  /** The site name shown in the connect prompt; `location.host` in a browser. */
  readonly origin?: string
  /** TEST ONLY: signs transactions with a forged signature (see `setForgeSignatures`). */
  readonly forgeSignatures?: boolean
}
