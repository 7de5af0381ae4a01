import type { WalletConnectStorage } from '../WalletConnectOptions'

/** A WalletConnect key-value store in memory, shared by two adapters as across a reload. Test helper. */
export function memoryWalletConnectStorage(): WalletConnectStorage {
  const entries = new Map<string, unknown>()
  return {
    getKeys: async () => [...entries.keys()],
    getEntries: async <T>() => [...entries.entries()] as [string, T][],
    getItem: async <T>(key: string) => structuredClone(entries.get(key)) as T | undefined,
    setItem: async (key, value) => void entries.set(key, structuredClone(value)),
    removeItem: async (key) => void entries.delete(key),
  }
}
