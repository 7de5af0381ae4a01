import type { Wallet } from '@wallet-standard/base'
import type { WalletsApi } from '../discovery/WalletsApi'

/**
 * A Wallet Standard registry of its own (what `getWallets()` is, without the page-global
 * singleton), so one test's wallets do not leak into another's: `register` adds wallets and
 * tells the listeners, as the real registry does.
 */
export function createWalletList(): WalletsApi & { register(...wallets: Wallet[]): void } {
  const wallets: Wallet[] = []
  const listeners = { register: new Set<(...w: Wallet[]) => void>(), unregister: new Set() }
  return {
    get: () => [...wallets],
    on(event, listener) {
      const set = listeners[event] as Set<(...w: Wallet[]) => void>
      set.add(listener)
      return () => set.delete(listener)
    },
    register(...added) {
      wallets.push(...added)
      for (const listener of listeners.register) listener(...added)
    },
  }
}

/** A Wallet Standard wallet with no keys (for discovery): its name, chains and features only. */
export function describedWallet(
  name: string,
  chains: `${string}:${string}`[] = ['solana:x'],
): Wallet {
  return {
    version: '1.0.0',
    name,
    icon: 'data:image/svg+xml;base64,PHN2Zy8+',
    chains,
    features: { 'standard:connect': { version: '1.0.0', connect: async () => ({ accounts: [] }) } },
    accounts: [],
  }
}
