import type { Wallet } from '@wallet-standard/base'

/** The part of `@wallet-standard/app`'s `getWallets()` the adapter uses (injectable in tests). */
export type WalletsApi = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}
