import type { DevWalletMode } from '../../DevWalletTypes'
import { DevWalletConfigError } from '../../errors/DevWalletConfigError'
import type { BitcoinDevNetwork } from '../bitcoinDevAccounts'
import { BITCOIN_DEV_KEYS } from '../bitcoinDevKeys'
import type { BitcoinDevWallet } from '../createBitcoinDevWallet'
import { registerBitcoinDevWallet } from '../registerBitcoinDevWallet'

/** The Bitcoin page script's configuration, read from `window.__APPKIT_BITCOIN_DEV_WALLET__`. */
export type BitcoinDevWalletPageConfig = {
  /** 'approve', 'reject' or 'prompt' (the default); `?devWalletMode=` in the URL wins. */
  readonly mode?: DevWalletMode
  /** 'regtest' (the default), 'testnet' or 'mainnet'. */
  readonly network?: BitcoinDevNetwork
  /** Which dev key (PUBLIC TEST KEYS) the wallet holds: 0 to 9, 0 by default. */
  readonly keyIndex?: number
}

declare global {
  interface Window {
    /** The Bitcoin dev wallet page script's configuration (set before the script runs). */
    __APPKIT_BITCOIN_DEV_WALLET__?: BitcoinDevWalletPageConfig
  }
}

const modes: readonly string[] = ['approve', 'reject', 'prompt']

/**
 * Installs the Bitcoin dev wallet in a page from `config` (by default
 * `window.__APPKIT_BITCOIN_DEV_WALLET__` and `?devWalletMode=`): registers it with the Wallet
 * Standard and exposes it as `window.__appkitBitcoinDevWallet`. Throws DevWalletConfigError for an
 * unknown mode or key.
 */
export function installBitcoinDevWallet(
  win: Window,
  config: BitcoinDevWalletPageConfig = win.__APPKIT_BITCOIN_DEV_WALLET__ ?? {},
): BitcoinDevWallet {
  const fromUrl = new URLSearchParams(win.location.search).get('devWalletMode')
  const mode = fromUrl ?? config.mode ?? 'prompt'
  if (!modes.includes(mode)) throw new DevWalletConfigError(`Unknown mode ${JSON.stringify(mode)}`)
  const key = BITCOIN_DEV_KEYS[config.keyIndex ?? 0]
  if (!key) throw new DevWalletConfigError(`No dev Bitcoin key ${config.keyIndex}`)
  return registerBitcoinDevWallet({
    key,
    mode: mode as DevWalletMode,
    network: config.network ?? 'regtest',
    origin: win.location.host || win.location.origin,
  })
}
