import type { ApprovalPrompt, DevWalletMode, DevWalletStorage } from '../DevWalletTypes'
import type { BitcoinDevNetwork } from './bitcoinDevAccounts'
import type { BitcoinDevKey } from './bitcoinDevKeys'

/** Options of `createBitcoinDevWallet`. */
export type BitcoinDevWalletOptions = {
  /** PUBLIC TEST KEYS only: the key whose two accounts the wallet holds; dev key 0 by default. */
  readonly key?: BitcoinDevKey
  /** The network of its addresses and its one Wallet Standard chain; 'regtest' by default. */
  readonly network?: BitcoinDevNetwork
  /** How consent is given; 'approve' by default (as the EVM dev wallet). */
  readonly mode?: DevWalletMode
  /** Shows the prompt of 'prompt' mode; the EVM dev wallet's DOM dialog by default. */
  readonly prompt?: ApprovalPrompt
  /** Remembers the site's authorization across page loads; nothing by default. */
  readonly storage?: DevWalletStorage
  /** The key under which `storage` keeps it. */
  readonly storageKey?: string
  /** The site name shown in the connect prompt; `location.host` in a browser. */
  readonly origin?: string
  /** The wallet's name; 'AppKit Dev Wallet' by default. */
  readonly name?: string
}
