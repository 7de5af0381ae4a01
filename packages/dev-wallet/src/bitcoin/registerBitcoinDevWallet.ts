import { registerWallet } from '@wallet-standard/wallet'
import type { BitcoinDevWalletOptions } from './BitcoinDevWalletOptions'
import { type BitcoinDevWallet, createBitcoinDevWallet } from './createBitcoinDevWallet'

declare global {
  interface Window {
    /** The registered Bitcoin dev wallet, for tests to drive (`setMode`, `revokeAuthorization`). */
    __appkitBitcoinDevWallet?: BitcoinDevWallet
  }
}

function pageStorage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage
  } catch {
    return undefined // a sandboxed frame: the wallet forgets on reload
  }
}

/**
 * Creates the Bitcoin dev wallet and registers it with the Wallet Standard (`registerWallet`), so
 * a dapp's `getWallets()` finds it; in a page it remembers the authorization in localStorage
 * unless `storage` is given, and is exposed as `window.__appkitBitcoinDevWallet`.
 */
export function registerBitcoinDevWallet(options: BitcoinDevWalletOptions = {}): BitcoinDevWallet {
  const storage = options.storage ?? pageStorage()
  const wallet = createBitcoinDevWallet({ ...options, ...(storage ? { storage } : {}) })
  registerWallet(wallet)
  if (typeof window !== 'undefined') window.__appkitBitcoinDevWallet = wallet
  return wallet
}
