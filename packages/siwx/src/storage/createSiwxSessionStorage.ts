import { createMemoryBackend, type StorageBackend } from '@appkit/core'
import { type AppKitStorage, createStorage, STORAGE_KEY_PREFIX } from '@appkit/core/adapter'
import * as z from 'zod/mini'
import { parseRfc3339DateTime } from '../message/parseRfc3339DateTime'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { SiwxSession } from './SiwxSession'

const KEY_PREFIX = 'siwx_sessions/'

const storedSessionsSchema = z.array(
  z.object({ message: z.string(), signature: z.string(), cacao: z.optional(z.unknown()) }),
)
type StoredSessions = z.infer<typeof storedSessionsSchema>
type SiwxStorageSchema = Record<string, StoredSessions>

/** Parameters of {@link createSiwxSessionStorage}. */
export type CreateSiwxSessionStorageParameters = {
  /**
   * Where strings are kept: the same kind of backend a dapp injects into createAppKit
   * (`createLocalStorageBackend()`, `createCookieBackend(...)` for server rendering, memory).
   * Default: memory.
   */
  backend?: StorageBackend | undefined
  /** Scopes the keys like core's `storageScope` (`@appkit-wallet/{scope}.`). */
  storageScope?: string | undefined
  /** Epoch milliseconds now; default `Date.now`. */
  now?: (() => number) | undefined
  /** Told about backend failures (the storage itself never throws). */
  onError?: ((error: unknown) => void) | undefined
}

/** Sessions per network and address, expiring with their message. */
export type SiwxSessionStorage = {
  /** Adds a session under its message's network and address (replacing one with the same text). */
  add(session: Omit<SiwxSession, 'data'>): void
  /** The unexpired sessions of exactly this network and address. */
  get(chainId: string, accountAddress: string): SiwxSession[]
  /** Removes the sessions of exactly this network and address, and no other. */
  delete(chainId: string, accountAddress: string): void
  /** Removes every session under this storage's prefix. */
  clear(): void
}

function sessionKey(chainId: string, accountAddress: string): string {
  // EVM addresses are case-insensitive; other namespaces' addresses are not.
  const address = chainId.startsWith('eip155:') ? accountAddress.toLowerCase() : accountAddress
  return `${KEY_PREFIX}${chainId}:${address}`
}

function isUnexpired(session: SiwxSession, now: number): boolean {
  const { expirationTime } = session.data
  if (expirationTime === undefined) return true
  const expiration = parseRfc3339DateTime(expirationTime)
  return expiration !== undefined && now < expiration
}

function toSession(stored: StoredSessions[number]): SiwxSession | undefined {
  try {
    const { serializedMessage: _, toString: _t, ...data } = parseSiwxMessage(stored.message)
    return { ...stored, data }
  } catch {
    return undefined
  }
}

/**
 * Keeps SIWX sessions through core's typed storage (`createStorage`, prefix '@appkit-wallet/'),
 * one key per network and address (`siwx_sessions/{chainId}:{address}`), so deleting one pair
 * never touches another and two tabs writing different accounts never overwrite each other.
 * Reads drop expired sessions and anything that does not parse; the session's `data` is always
 * read from its message. It does not check signatures: `createSiwxConfig` re-verifies what it
 * reads, because a hand-edited storage must never count as signed in.
 *
 * @example
 * const storage = createSiwxSessionStorage({ backend: createLocalStorageBackend() })
 * storage.get('eip155:1', '0x…') // []
 */
export function createSiwxSessionStorage(
  parameters: CreateSiwxSessionStorageParameters = {},
): SiwxSessionStorage {
  const { storageScope, now = Date.now } = parameters
  const storage: AppKitStorage<SiwxStorageSchema> = createStorage<SiwxStorageSchema>({
    backend: parameters.backend ?? createMemoryBackend(),
    prefix: storageScope ? `${STORAGE_KEY_PREFIX}${storageScope}.` : STORAGE_KEY_PREFIX,
    onError: parameters.onError,
    schemaFor: (key) => (key.startsWith(KEY_PREFIX) ? storedSessionsSchema : undefined),
  })
  const read = (key: string): SiwxSession[] =>
    (storage.get(key) ?? [])
      .map(toSession)
      .filter((session): session is SiwxSession => session !== undefined)

  return {
    add(session) {
      const parsed = toSession(session)
      if (!parsed) throw new TypeError('The session message is not a SIWX message')
      const key = sessionKey(parsed.data.chainId, parsed.data.accountAddress)
      const time = now()
      const kept = read(key).filter(
        (existing) => existing.message !== session.message && isUnexpired(existing, time),
      )
      const entry = {
        message: session.message,
        signature: session.signature,
        ...(session.cacao === undefined ? {} : { cacao: session.cacao }),
      }
      storage.set(key, [...kept.map(({ data: _, ...stored }) => stored), entry])
    },
    get(chainId, accountAddress) {
      const time = now()
      return read(sessionKey(chainId, accountAddress)).filter(
        (session) =>
          isUnexpired(session, time) &&
          session.data.chainId === chainId &&
          sessionKey(chainId, session.data.accountAddress) === sessionKey(chainId, accountAddress),
      )
    },
    delete(chainId, accountAddress) {
      storage.remove(sessionKey(chainId, accountAddress))
    },
    clear() {
      for (const key of storage.keys()) if (key.startsWith(KEY_PREFIX)) storage.remove(key)
    },
  }
}
