import type { DevWalletMode } from '../../DevWalletTypes'
import { DevWalletConfigError } from '../../errors/DevWalletConfigError'
import type { PolkadotDevWallet } from '../createPolkadotDevWallet'
import { type InjectedWeb3Target, registerPolkadotDevWallet } from '../registerPolkadotDevWallet'

/** The Polkadot page script's configuration, read from `window.__APPKIT_POLKADOT_DEV_WALLET__`. */
export type PolkadotDevWalletPageConfig = {
  /** 'approve', 'reject' or 'prompt' (the default); `?devWalletMode=` in the URL wins. */
  readonly mode?: DevWalletMode
  /** Which dev account (PUBLIC TEST KEYS) the wallet holds: 0 to 9, 0 by default. */
  readonly keyIndex?: number
}

declare global {
  interface Window {
    /** The Polkadot dev wallet page script's configuration (set before the script runs). */
    __APPKIT_POLKADOT_DEV_WALLET__?: PolkadotDevWalletPageConfig
  }
}

const modes: readonly string[] = ['approve', 'reject', 'prompt']

function pageStorage(win: Window): Storage | undefined {
  try {
    return win.localStorage
  } catch {
    return undefined // a sandboxed frame: the wallet forgets on reload
  }
}

/**
 * Installs the Polkadot dev wallet in a page from `config` (by default
 * `window.__APPKIT_POLKADOT_DEV_WALLET__` and `?devWalletMode=`): injects it in
 * `window.injectedWeb3` (authorization remembered in localStorage) and exposes it as
 * `window.__appkitPolkadotDevWallet`. Throws DevWalletConfigError for an unknown mode or key.
 */
export function installPolkadotDevWallet(
  win: Window,
  config: PolkadotDevWalletPageConfig = win.__APPKIT_POLKADOT_DEV_WALLET__ ?? {},
): Promise<PolkadotDevWallet> {
  const fromUrl = new URLSearchParams(win.location.search).get('devWalletMode')
  const mode = fromUrl ?? config.mode ?? 'prompt'
  if (!modes.includes(mode)) throw new DevWalletConfigError(`Unknown mode ${JSON.stringify(mode)}`)
  const keyIndex = config.keyIndex ?? 0
  if (!Number.isInteger(keyIndex) || keyIndex < 0 || keyIndex > 9)
    throw new DevWalletConfigError(`No Polkadot dev key ${keyIndex}`)
  const storage = pageStorage(win)
  const wallet = registerPolkadotDevWallet(win as unknown as InjectedWeb3Target, {
    keyIndex,
    mode: mode as DevWalletMode,
    origin: win.location.host || win.location.origin,
    ...(storage ? { storage } : {}),
  })
  win.__appkitPolkadotDevWallet = wallet
  return wallet
}
