import { createStorage, noopStorage, type Storage } from '@wagmi/core'

/** The part of the Web Storage interface wagmi's storage reads and writes. */
export type WagmiBackingStorage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

/** `window.localStorage`, or undefined where reading it throws (sandboxed iframes) or on the server. */
function browserStorage(): WagmiBackingStorage | undefined {
  try {
    return globalThis.localStorage ?? undefined
  } catch {
    return undefined
  }
}

/**
 * wagmi's storage (prefix `wagmi`) over `backing` (localStorage by default), where a value wagmi
 * could not have written (broken JSON, empty, `null`, a store that is not `{state, version}`, …)
 * reads as absent and is removed, so wagmi restores nothing from it and it cannot break the next
 * load. Every backend failure is swallowed (wagmi's default guards only writes).
 */
export function createCheckedWagmiStorage(
  backing: WagmiBackingStorage | undefined = browserStorage(),
): Storage {
  if (!backing) return createStorage({ storage: noopStorage })
  const attempt = <T>(operation: () => T, fallback: T): T => {
    try {
      return operation()
    } catch {
      return fallback
    }
  }
  return createStorage({
    storage: {
      // wagmi reads asynchronously anyway, so the check loads with the first value read.
      async getItem(key) {
        const text = attempt(() => backing.getItem(key), null)
        if (text === null) return null
        const { isWagmiValueReadable } = await import('./isWagmiValueReadable')
        if (isWagmiValueReadable(key, text)) return text
        attempt(() => backing.removeItem(key), undefined)
        return null
      },
      setItem: (key, value) => attempt(() => backing.setItem(key, value), undefined),
      removeItem: (key) => attempt(() => backing.removeItem(key), undefined),
    },
  })
}
