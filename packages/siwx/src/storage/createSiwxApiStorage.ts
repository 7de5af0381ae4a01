import { createMemoryBackend, type StorageBackend } from '@appkit/core'
import { type AppKitStorage, createStorage, STORAGE_KEY_PREFIX } from '@appkit/core/adapter'
import { SiwxApiError } from '../errors/SiwxApiError'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import { siwxRevokeMessage } from '../message/siwxRevokeMessage'
import type { SiwxSession } from './SiwxSession'
import { SIWX_SESSION_REFS_KEY, type SiwxSessionRef, siwxSessionRefsSchema } from './SiwxSessionRef'

/** At most this many sessions are remembered (the oldest dropped), so the list fits a cookie. */
const maxRefs = 8

/** A session stored by apps/api: a SIWX session plus its server id and expiry. */
export type SiwxApiSession = SiwxSession & {
  id: string
  /** ISO time the session ends (the signed message's expirationTime), or null. */
  expiresAt: string | null
}

/** Parameters of {@link createSiwxApiStorage}. */
export type CreateSiwxApiStorageParameters = {
  /** The base URL of apps/api (the `blockchain` API URL of createAppKit). */
  apiUrl: string
  /** Sent as `projectId` on every call. */
  projectId?: string | undefined
  /** Where the ids of this browser's sessions are kept: localStorage, cookies (SSR), memory. */
  backend?: StorageBackend | undefined
  /** Scopes the key like core's `storageScope`. */
  storageScope?: string | undefined
  /** Default `globalThis.fetch`. */
  fetch?: typeof globalThis.fetch | undefined
}

/** SIWX sessions kept by apps/api (SPEC §7 /v1/sessions), found again by ids kept locally. */
export type SiwxApiStorage = {
  /** A single-use nonce issued by the server (GET /v1/sessions/nonce). */
  issueNonce(): Promise<string>
  /** Has the server verify and store a signed message (POST /v1/sessions); remembers its id. */
  add(session: { message: string; signature: string; cacao?: unknown }): Promise<SiwxApiSession>
  /** The live server sessions of exactly this network and address; forgets ended ones. */
  get(chainId: string, accountAddress: string): Promise<SiwxApiSession[]>
  /** Every live server session this browser (or this request's cookie) knows. */
  getAll(): Promise<SiwxApiSession[]>
  /**
   * Revokes the sessions of this network and address on the server: `pci` is each session's id
   * and `signMessage` is asked for the owner's signature of `Revoke AppKit session {id}`.
   */
  revoke(
    chainId: string,
    accountAddress: string,
    signMessage: (message: string) => Promise<string>,
  ): Promise<void>
  /** Forgets the sessions of this network and address here, without revoking them. */
  forget(chainId: string, accountAddress: string): void
}

type ServerSession = {
  id: string
  message: string
  signature: string
  cacao?: unknown
  expiresAt: string | null
}

function sameAccount(ref: SiwxSessionRef, chainId: string, accountAddress: string): boolean {
  if (ref.chainId !== chainId) return false
  return chainId.startsWith('eip155:')
    ? ref.accountAddress.toLowerCase() === accountAddress.toLowerCase()
    : ref.accountAddress === accountAddress
}

/**
 * Server sessions through apps/api: nonces issued by the server, sessions verified and stored
 * there (in its database, so they outlive a restart of either side), read back by id, revoked
 * with the owner's signature. Only the ids are kept on this side, through core's storage on any
 * backend; with `createCookieBackend` the server renderer reads the same list from the request's
 * Cookie header (see parseSiwxSessionCookie). Session data is always read from the server's
 * copy of the signed message.
 *
 * @example
 * const storage = createSiwxApiStorage({ apiUrl: 'http://127.0.0.1:8787', backend: createLocalStorageBackend() })
 */
export function createSiwxApiStorage(parameters: CreateSiwxApiStorageParameters): SiwxApiStorage {
  const { apiUrl, projectId, storageScope } = parameters
  const fetchFn = parameters.fetch ?? ((...args) => globalThis.fetch(...args))
  const storage: AppKitStorage<Record<string, SiwxSessionRef[]>> = createStorage({
    backend: parameters.backend ?? createMemoryBackend(),
    prefix: storageScope ? `${STORAGE_KEY_PREFIX}${storageScope}.` : STORAGE_KEY_PREFIX,
    schemaFor: (key) => (key === SIWX_SESSION_REFS_KEY ? siwxSessionRefsSchema : undefined),
  })
  const refs = () => storage.get(SIWX_SESSION_REFS_KEY) ?? []
  const setRefs = (next: SiwxSessionRef[]) => {
    if (next.length === 0) storage.remove(SIWX_SESSION_REFS_KEY)
    else storage.set(SIWX_SESSION_REFS_KEY, next.slice(-maxRefs))
  }

  async function call<T>(method: 'GET' | 'POST', path: string, body?: unknown): Promise<T> {
    const url = new URL(path.replace(/^\//, ''), apiUrl.endsWith('/') ? apiUrl : `${apiUrl}/`)
    if (projectId) url.searchParams.set('projectId', projectId)
    let response: Response
    try {
      response = await fetchFn(url, {
        method,
        ...(body === undefined
          ? {}
          : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
      })
    } catch (cause) {
      throw new SiwxApiError(0, 'The session server did not answer', { cause })
    }
    const payload = (await response.json().catch(() => undefined)) as
      | (T & { message?: string })
      | undefined
    if (!response.ok)
      throw new SiwxApiError(
        response.status,
        typeof payload?.message === 'string' ? payload.message : `HTTP ${response.status}`,
      )
    return payload as T
  }

  const toSession = (server: ServerSession): SiwxApiSession => {
    const { serializedMessage: _, toString: _t, ...data } = parseSiwxMessage(server.message)
    return {
      id: server.id,
      data,
      message: server.message,
      signature: server.signature,
      expiresAt: server.expiresAt,
      ...(server.cacao == null ? {} : { cacao: server.cacao }),
    }
  }

  // A 404 means revoked, expired or unknown: that ref is dropped. Other failures are thrown.
  async function readLive(list: SiwxSessionRef[]): Promise<SiwxApiSession[]> {
    const live: SiwxApiSession[] = []
    const ended = new Set<string>()
    for (const ref of list) {
      try {
        const session = toSession(await call<ServerSession>('GET', `/v1/sessions/${ref.id}`))
        if (sameAccount(ref, session.data.chainId, session.data.accountAddress)) live.push(session)
        else ended.add(ref.id)
      } catch (error) {
        if (error instanceof SiwxApiError && (error.status === 404 || error.status === 400))
          ended.add(ref.id)
        else throw error
      }
    }
    if (ended.size > 0) setRefs(refs().filter((ref) => !ended.has(ref.id)))
    return live
  }

  return {
    async issueNonce() {
      const { nonce } = await call<{ nonce: string }>('GET', '/v1/sessions/nonce')
      return nonce
    },
    async add(session) {
      const stored = toSession(await call<ServerSession>('POST', '/v1/sessions', session))
      setRefs([
        ...refs().filter((ref) => ref.id !== stored.id),
        { id: stored.id, chainId: stored.data.chainId, accountAddress: stored.data.accountAddress },
      ])
      return stored
    },
    get(chainId, accountAddress) {
      return readLive(refs().filter((ref) => sameAccount(ref, chainId, accountAddress)))
    },
    getAll() {
      return readLive(refs())
    },
    async revoke(chainId, accountAddress, signMessage) {
      for (const ref of refs().filter((r) => sameAccount(r, chainId, accountAddress))) {
        try {
          await call('POST', `/v1/sessions/${ref.id}/revoke`, {
            pci: ref.id,
            signature: await signMessage(siwxRevokeMessage(ref.id)),
          })
        } catch (error) {
          // Already revoked or expired there: nothing left to revoke.
          if (!(error instanceof SiwxApiError && error.status === 404)) throw error
        }
        setRefs(refs().filter((r) => r.id !== ref.id))
      }
    },
    forget(chainId, accountAddress) {
      setRefs(refs().filter((ref) => !sameAccount(ref, chainId, accountAddress)))
    },
  }
}
