import type { DevWalletMode } from '../../DevWalletTypes'
import { DevWalletConfigError } from '../../errors/DevWalletConfigError'
import type { CosmosDevWallet } from '../createCosmosDevWallet'
import { registerCosmosDevWallet } from '../registerCosmosDevWallet'

/** The Cosmos page script's configuration, read from `window.__APPKIT_COSMOS_DEV_WALLET__`. */
export type CosmosDevWalletPageConfig = {
  /** The chain ids the wallet knows (the devnet's simulated chains, for example). */
  readonly chainIds: readonly string[]
  /** 'approve', 'reject' or 'prompt' (the default); `?devWalletMode=` in the URL wins. */
  readonly mode?: DevWalletMode
  /** Which dev key (PUBLIC TEST KEYS) the wallet holds: 0 to 9, 0 by default. */
  readonly keyIndex?: number
}

declare global {
  interface Window {
    /** The Cosmos page script's configuration (set before the script runs). */
    __APPKIT_COSMOS_DEV_WALLET__?: CosmosDevWalletPageConfig
  }
}

const modes: readonly string[] = ['approve', 'reject', 'prompt']

/**
 * Installs the Cosmos dev wallet in a page as `window.keplr` from `config` (by default
 * `window.__APPKIT_COSMOS_DEV_WALLET__` and `?devWalletMode=`). Throws DevWalletConfigError
 * without chain ids or for an unknown mode.
 */
export function installCosmosDevWallet(
  win: Window,
  config: CosmosDevWalletPageConfig | undefined = win.__APPKIT_COSMOS_DEV_WALLET__,
): CosmosDevWallet {
  if (!config?.chainIds?.length)
    throw new DevWalletConfigError('The Cosmos dev wallet needs chainIds in its configuration')
  const mode =
    new URLSearchParams(win.location.search).get('devWalletMode') ?? config.mode ?? 'prompt'
  if (!modes.includes(mode)) throw new DevWalletConfigError(`Unknown mode ${JSON.stringify(mode)}`)
  return registerCosmosDevWallet(win, {
    chainIds: config.chainIds,
    mode: mode as DevWalletMode,
    ...(config.keyIndex === undefined ? {} : { keyIndex: config.keyIndex }),
    origin: win.location.host || win.location.origin,
  })
}
