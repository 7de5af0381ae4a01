import type { ApprovalPrompt, DevWalletMode, DevWalletStorage } from '../DevWalletTypes'

/** Options of `createCosmosDevWallet`. */
export type CosmosDevWalletOptions = {
  /** The chain ids the wallet knows (it refuses to enable others). */
  readonly chainIds: readonly string[]
  /** PUBLIC TEST KEYS only: which dev key (`m/44'/118'/0'/0/i` of anvil's mnemonic); 0 by default. */
  readonly keyIndex?: number
  /** The bech32 prefix of the addresses; 'cosmos' by default. */
  readonly prefix?: string
  /** How consent is given; 'approve' by default (as the EVM dev wallet). */
  readonly mode?: DevWalletMode
  /** Shows the prompt of 'prompt' mode; the EVM dev wallet's DOM dialog by default. */
  readonly prompt?: ApprovalPrompt
  /** Remembers the enabled chains across page loads; nothing by default. */
  readonly storage?: DevWalletStorage
  /** The key under which `storage` keeps them. */
  readonly storageKey?: string
  /** The site name shown in the connect prompt; `location.host` in a browser. */
  readonly origin?: string
  /** The wallet's name; 'AppKit Dev Wallet' by default. */
  readonly name?: string
}
