import type { CosmosDevWalletOptions } from './CosmosDevWalletOptions'
import { type CosmosDevWallet, createCosmosDevWallet } from './createCosmosDevWallet'

declare global {
  interface Window {
    /** The injected Keplr-style provider (here: the Cosmos dev wallet). */
    keplr?: unknown
    /** The Cosmos dev wallet, for tests to drive (`setMode`, `revokeAuthorization`). */
    __appkitCosmosDevWallet?: CosmosDevWallet
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
 * Creates the Cosmos dev wallet and injects it as `window.keplr` (and
 * `window.__appkitCosmosDevWallet`), remembering the enabled chains in localStorage unless
 * `storage` is given.
 */
export function registerCosmosDevWallet(
  win: Window,
  options: CosmosDevWalletOptions,
): CosmosDevWallet {
  const storage = options.storage ?? pageStorage()
  const wallet = createCosmosDevWallet({ ...options, ...(storage ? { storage } : {}) })
  win.keplr = wallet
  win.__appkitCosmosDevWallet = wallet
  return wallet
}
