import type { Wallet } from '@wallet-standard/base'

/**
 * Where Wallet Standard wallets are found: `@wallet-standard/app`'s `getWallets()` by default;
 * any object with its `get` and `on` fits.
 */
export type BitcoinWalletRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}
