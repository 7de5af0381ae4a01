import { DEV_WALLET_ICON } from '../../devWalletIcon'
import type { BitcoinDevWalletOptions } from '../BitcoinDevWalletOptions'
import { type BitcoinDevWallet, createBitcoinDevWallet } from '../createBitcoinDevWallet'
import {
  createSatsConnectDevProvider,
  SATS_CONNECT_DEV_METHODS,
  type SatsConnectDevProvider,
  type SatsConnectDevProviderOptions,
} from './createSatsConnectDevProvider'

/** The dev wallet's name on its sats-connect face. */
export const SATS_CONNECT_DEV_WALLET_NAME = 'AppKit Dev Wallet (sats-connect)'
/** Where the provider object sits under `window` (its `btc_providers` id). */
export const SATS_CONNECT_DEV_PROVIDER_ID = 'AppKitDevWalletProviders.BitcoinProvider'

/** Options of `registerSatsConnectDevWallet`. */
export type SatsConnectDevWalletOptions = BitcoinDevWalletOptions & SatsConnectDevProviderOptions

declare global {
  interface Window {
    /** sats-connect's wallet list: each wallet pushes its entry. */
    btc_providers?: { id: string; name: string; icon: string; methods?: string[] }[]
    AppKitDevWalletProviders?: { BitcoinProvider?: SatsConnectDevProvider }
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
 * Installs the Bitcoin dev wallet (real keys, the approval prompt) in `win` the way sats-connect
 * wallets do: the provider object at `window.AppKitDevWalletProviders.BitcoinProvider` and its
 * entry pushed to `window.btc_providers` (methods listed). It remembers the site in localStorage
 * (its own key) unless `storage` is given. Returns the wallet (for `setMode`) and the provider.
 */
export function registerSatsConnectDevWallet(
  options: SatsConnectDevWalletOptions = {},
  win: Window = window,
): { wallet: BitcoinDevWallet; provider: SatsConnectDevProvider } {
  const storage = options.storage ?? pageStorage()
  const wallet = createBitcoinDevWallet({
    storageKey: 'appkit-dev-wallet/bitcoin-sats-connect',
    ...options,
    name: options.name ?? SATS_CONNECT_DEV_WALLET_NAME,
    ...(storage ? { storage } : {}),
  })
  const provider = createSatsConnectDevProvider(wallet, options)
  win.AppKitDevWalletProviders = { ...win.AppKitDevWalletProviders, BitcoinProvider: provider }
  win.btc_providers ??= []
  win.btc_providers.push({
    id: SATS_CONNECT_DEV_PROVIDER_ID,
    name: wallet.name,
    icon: DEV_WALLET_ICON,
    methods: [...SATS_CONNECT_DEV_METHODS],
  })
  return { wallet, provider }
}
