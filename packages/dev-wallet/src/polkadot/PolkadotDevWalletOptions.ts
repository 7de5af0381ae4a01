import type { ApprovalPrompt, DevWalletMode, DevWalletStorage } from '../DevWalletTypes'

/** Options of `createPolkadotDevWallet`. */
export type PolkadotDevWalletOptions = {
  /** PUBLIC TEST KEYS only: which dev account (0–9, see polkadotDevUri) the wallet holds; 0 by default. */
  readonly keyIndex?: number
  /** How consent is given; 'approve' by default (as the EVM dev wallet). */
  readonly mode?: DevWalletMode
  /** Shows the prompt of 'prompt' mode; the EVM dev wallet's DOM dialog by default. */
  readonly prompt?: ApprovalPrompt
  /** Remembers the site's authorization across page loads; nothing by default. */
  readonly storage?: DevWalletStorage
  /** The key under which `storage` keeps it. */
  readonly storageKey?: string
  /** The site name shown in the connect prompt; the app name `enable` gets otherwise. */
  readonly origin?: string
  /**
   * Signs transactions as a broken or hostile extension: a byte of each signature flipped, so the
   * chain refuses them ('1010 invalid badProof'); false by default (see `setForgeSignatures`).
   */
  readonly forgeSignatures?: boolean
  /** The account's name shown to the dapp; 'AppKit Dev Account' by default. */
  readonly accountName?: string
}
