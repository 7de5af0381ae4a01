import { announceDevWallet, type Eip6963ProviderDetail } from '../announceDevWallet'
import { createDevWalletProvider, type DevWalletProvider } from '../createDevWalletProvider'
import type { DevWalletStorage } from '../DevWalletTypes'
import { type DevWalletPageConfig, readPageConfig } from './readPageConfig'

declare global {
  interface Window {
    /** The dev wallet page script's configuration (set before the script runs). */
    __APPKIT_DEV_WALLET__?: DevWalletPageConfig
    /** The installed dev wallet, for tests to drive (`setMode`, `switchChain`, …). */
    __appkitDevWallet?: DevWalletProvider
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
 * Installs the dev wallet in a page: creates it from `config` (by default
 * `window.__APPKIT_DEV_WALLET__` and `?devWalletMode=`), exposes it as
 * `window.__appkitDevWallet` and announces it with EIP-6963.
 */
export function installDevWallet(
  win: Window,
  config: DevWalletPageConfig | undefined = win.__APPKIT_DEV_WALLET__,
): {
  provider: DevWalletProvider
  detail: Eip6963ProviderDetail<DevWalletProvider>
  stop: () => void
} {
  const resolved = readPageConfig(config, win.location.search)
  const storage = resolved.persist ? pageStorage(win) : undefined
  const provider = createDevWalletProvider({
    accounts: resolved.accounts,
    chains: resolved.chains,
    mode: resolved.mode,
    ...(resolved.chainId === undefined ? {} : { chainId: resolved.chainId }),
    ...(storage ? { storage } : {}),
    origin: win.location.host || win.location.origin,
  })
  win.__appkitDevWallet = provider
  const { detail, stop } = announceDevWallet(win, provider)
  return { provider, detail, stop }
}
