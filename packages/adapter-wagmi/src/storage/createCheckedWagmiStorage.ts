import { createStorage, type Storage } from '@wagmi/core'

/** The part of the Web Storage interface wagmi's storage reads and writes. */
export type WagmiBackingStorage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

/**
 * wagmi's storage (prefix `wagmi`) over `backing` (localStorage by default, read on each call;
 * none on the server), where a value wagmi could not have written (broken JSON, empty, `null`, a
 * store that is not `{state, version}`, …) reads as absent and is removed, so wagmi restores
 * nothing from it and it cannot break the next load. Every backend failure (a SecurityError on
 * access, a QuotaExceededError on write) rejects, and wagmi reads a rejection as absent and
 * swallows it on write, so nothing throws.
 */
export function createCheckedWagmiStorage(backing?: WagmiBackingStorage): Storage {
  const store = () => backing ?? globalThis.localStorage
  return createStorage({
    storage: {
      async getItem(key) {
        const text = store()?.getItem(key) ?? null
        // The check loads with the first value read, off a fresh visit's first load.
        if (text === null) return text
        const check = await import('./dropUnreadableWagmiValue')
        return check.dropUnreadableWagmiValue(store(), key, text)
      },
      async setItem(key, value) {
        store()?.setItem(key, value)
      },
      async removeItem(key) {
        store()?.removeItem(key)
      },
    },
  })
}
