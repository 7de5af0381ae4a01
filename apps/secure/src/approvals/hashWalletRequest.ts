import { createHash } from 'node:crypto'

/** What an approval is bound to: the exact request, its chain and the session asking. */
export type BoundWalletRequest = {
  method: string
  params: unknown
  /** An EVM chain id, or a Solana chain's CAIP-2 id. */
  chainId: number | string
  /** The session's key (a hash of its bearer token, never the token). */
  sessionKey: string
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical)
  if (value && typeof value === 'object')
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    )
  return value
}

/**
 * The SHA-256 (hex) of a request's canonical JSON (object keys sorted at every depth): method,
 * params, chain id and session. Any change to one of them gives another hash.
 */
export function hashWalletRequest(request: BoundWalletRequest): string {
  const json = JSON.stringify(
    canonical({
      method: request.method,
      params: request.params ?? null,
      chainId: request.chainId,
      session: request.sessionKey,
    }),
  )
  return createHash('sha256').update(json).digest('hex')
}

/** The key a session is known by in the approval store: SHA-256 of its bearer token. */
export function sessionKeyOf(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
