import type { DevWalletStorage } from '../DevWalletTypes'
import { createSolanaDevWallet, type SolanaDevWallet } from './createSolanaDevWallet'
import { readSolanaPageConfig, type SolanaDevWalletPageConfig } from './readSolanaPageConfig'
import { registerSolanaDevWallet } from './registerSolanaDevWallet'

declare global {
  interface Window {
    /** The Solana dev wallet page script's configuration (set before the script runs). */
    __APPKIT_DEV_WALLET_SOLANA__?: SolanaDevWalletPageConfig
    /** The installed Solana dev wallet, for tests to drive (`setMode`). */
    __appkitSolanaDevWallet?: SolanaDevWallet
  }
}

function pageStorage(win: Window): DevWalletStorage | undefined {
  try {
    return win.localStorage
  } catch {
    return undefined // a sandboxed frame: the wallet forgets on reload
  }
}

/**
 * Installs the Solana dev wallet in a page: creates it from `config` (by default
 * `window.__APPKIT_DEV_WALLET_SOLANA__` and `?devWalletMode=`), exposes it as
 * `window.__appkitSolanaDevWallet` and registers it with the Wallet Standard.
 */
export function installSolanaDevWallet(
  win: Window,
  config: SolanaDevWalletPageConfig | undefined = win.__APPKIT_DEV_WALLET_SOLANA__,
): SolanaDevWallet {
  const resolved = readSolanaPageConfig(config, win.location.search)
  const storage = resolved.persist ? pageStorage(win) : undefined
  const wallet = createSolanaDevWallet({
    seeds: resolved.seeds,
    cluster: resolved.cluster,
    mode: resolved.mode,
    ...(storage ? { storage } : {}),
    origin: win.location.host || win.location.origin,
  })
  win.__appkitSolanaDevWallet = wallet
  registerSolanaDevWallet(wallet)
  return wallet
}
