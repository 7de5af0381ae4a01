import { createStorage, noopStorage, type Storage } from '@wagmi/core'

/** The part of the Web Storage interface wagmi's storage reads and writes. */
export type WagmiBackingStorage = Pick<globalThis.Storage, 'getItem' | 'setItem' | 'removeItem'>

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Whether the text under a wagmi key can be what wagmi wrote there: JSON, and for the keys wagmi
 * restores from, their shape (`store`: zustand's `{state: {…}, version}`, `recentConnectorId`: a
 * string, `<connector>.connected` / `.disconnected`: a boolean).
 */
export function isWagmiValueReadable(key: string, text: string): boolean {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return false
  }
  if (key.endsWith('.store'))
    return isRecord(value) && isRecord(value.state) && typeof value.version === 'number'
  if (key.endsWith('.recentConnectorId')) return typeof value === 'string' && value !== ''
  if (key.endsWith('.connected') || key.endsWith('.disconnected')) return typeof value === 'boolean'
  return value !== null
}

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
      getItem(key) {
        const text = attempt(() => backing.getItem(key), null)
        if (text === null) return null
        if (isWagmiValueReadable(key, text)) return text
        attempt(() => backing.removeItem(key), undefined)
        return null
      },
      setItem: (key, value) => attempt(() => backing.setItem(key, value), undefined),
      removeItem: (key) => attempt(() => backing.removeItem(key), undefined),
    },
  })
}
