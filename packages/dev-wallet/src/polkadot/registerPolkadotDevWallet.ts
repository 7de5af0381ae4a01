import type { InjectedWindowProvider } from '@polkadot/extension-inject/types'
import { DEV_WALLET_NAME } from '../announceDevWallet'
import { createPolkadotDevWallet, type PolkadotDevWallet } from './createPolkadotDevWallet'
import type { PolkadotDevWalletOptions } from './PolkadotDevWalletOptions'

/** A page (or any object) extensions inject into: `injectedWeb3[name] = { enable, version }`. */
export type InjectedWeb3Target = { injectedWeb3?: Record<string, InjectedWindowProvider> }

declare global {
  interface Window {
    /** The injected Polkadot dev wallet, for tests to drive (`setMode`, `revokeAuthorization`). */
    __appkitPolkadotDevWallet?: Promise<PolkadotDevWallet>
  }
}

/**
 * Injects the Polkadot dev wallet into `target.injectedWeb3[name]` ('AppKit Dev Wallet' by
 * default) at once, as an extension's content script does; the wallet itself (sr25519 wasm, key)
 * is made in the background and `enable` waits for it. Resolves with the wallet.
 */
export function registerPolkadotDevWallet(
  target: InjectedWeb3Target,
  options: PolkadotDevWalletOptions = {},
  name = DEV_WALLET_NAME,
): Promise<PolkadotDevWallet> {
  const wallet = createPolkadotDevWallet(options)
  target.injectedWeb3 ??= {}
  target.injectedWeb3[name] = {
    version: '1.0.0',
    enable: async (origin: string) => (await wallet).provider.enable(origin),
  }
  return wallet
}
