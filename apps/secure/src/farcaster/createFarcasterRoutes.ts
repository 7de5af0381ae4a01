import { randomBytes } from 'node:crypto'
import type { SecureApiAnswer, SecureClient, SecureRoute } from '../server/LoginRouteContext'
import { fail, field } from '../server/LoginRouteContext'
import type { SessionProfile } from '../sessions/SessionStore'
import type { LoginIdentity } from '../wallets/LoginIdentity'
import type { FarcasterConfig } from './FarcasterConfig'
import { FarcasterError } from './FarcasterError'
import { verifySiwfAnswer } from './verifySiwfAnswer'

/** What the Farcaster routes need from the secure site. */
export type FarcasterRouteDependencies = {
  /** The configuration, with the relay's URL known (read when used: it may start with the site). */
  config: () => (FarcasterConfig & { relayUrl: string; rpcUrl: string }) | undefined
  siteUrl: () => string
  clientKeyOf: (client: SecureClient) => string
  login: (
    identity: LoginIdentity,
    body: unknown,
    profile?: SessionProfile,
  ) => Promise<SecureApiAnswer>
  now: () => number
}

type Pending = { nonce: string; clientKey: string; expiresAt: number }
const MAX_PENDING = 10_000
const DEFAULT_TTL_MS = 5 * 60_000
const CHANNEL = /^[A-Za-z0-9-]{8,64}$/

/**
 * The Farcaster login routes (SPEC §7 'get and connect farcaster'): `farcaster-uri` opens a
 * channel at the auth relay for this site (its host as the SIWF domain, a fresh nonce) and
 * answers its deep link, the channel bound to the client that asked; `connect-farcaster` reads
 * the channel's status (202 while the app has not answered), verifies the signed message
 * (verifySiwfAnswer: domain, nonce, signature, custody address in the ID registry) and logs in
 * the FID's own wallet (`farcaster:<fid>`), its username from the configured name table; a
 * channel logs in once. `farcaster-cancel` drops the client's channel (leaving the view).
 */
export function createFarcasterRoutes(
  deps: FarcasterRouteDependencies,
): Record<string, SecureRoute> {
  const pending = new Map<string, Pending>()
  const configured = () => {
    const config = deps.config()
    if (!config) throw new FarcasterError('Farcaster login is not configured', 503)
    return config
  }
  const relay = async (config: { relayUrl: string }, path: string, init: RequestInit) => {
    try {
      return await fetch(`${config.relayUrl}${path}`, init)
    } catch {
      throw new FarcasterError('The Farcaster relay cannot be reached', 502)
    }
  }
  /** The client's live channel `channel`, else a FarcasterError (unknown, used, expired, stolen). */
  const pendingOf = (channel: unknown, client: SecureClient) => {
    const entry = typeof channel === 'string' ? pending.get(channel) : undefined
    if (!entry || typeof channel !== 'string')
      throw new FarcasterError('Unknown or used Farcaster sign-in', 410)
    if (entry.expiresAt <= deps.now()) {
      pending.delete(channel)
      throw new FarcasterError('The Farcaster sign-in has expired', 410)
    }
    if (entry.clientKey !== deps.clientKeyOf(client))
      throw new FarcasterError('This sign-in was started in another browser', 403)
    return { channel, entry }
  }

  return {
    'farcaster-uri': async (_body, _token, _signal, client) => {
      const config = configured()
      const site = new URL(deps.siteUrl())
      const nonce = randomBytes(16).toString('hex')
      const answer = await relay(config, '/v1/channel', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ siweUri: `${site.origin}/farcaster`, domain: site.host, nonce }),
      })
      const created = (await answer.json().catch(() => ({}))) as Record<string, unknown>
      const { channelToken, url } = created
      if (
        answer.status !== 201 ||
        typeof channelToken !== 'string' ||
        !CHANNEL.test(channelToken) ||
        typeof url !== 'string'
      )
        throw new FarcasterError('The Farcaster relay refused the sign-in', 502)
      if (pending.size >= MAX_PENDING) {
        const oldest = pending.keys().next().value
        if (oldest !== undefined) pending.delete(oldest)
      }
      pending.set(channelToken, {
        nonce,
        clientKey: deps.clientKeyOf(client),
        expiresAt: deps.now() + (config.channelTtlMs ?? DEFAULT_TTL_MS),
      })
      return { status: 200, body: { url, channel: channelToken } }
    },
    'connect-farcaster': async (body, _token, _signal, client) => {
      const config = configured()
      const { channel, entry } = pendingOf(field(body, 'channel'), client)
      const answer = await relay(config, '/v1/channel/status', {
        headers: { authorization: `Bearer ${channel}` },
      })
      if (answer.status === 202) return { status: 202, body: { state: 'pending' } }
      const status = (await answer.json().catch(() => ({}))) as Record<string, unknown>
      if (answer.status !== 200 || status.state !== 'completed') {
        pending.delete(channel)
        throw new FarcasterError('The Farcaster sign-in has expired', 410)
      }
      // One answer per channel: whatever the check says, this channel logs in at most once.
      pending.delete(channel)
      const site = new URL(deps.siteUrl())
      const { fid } = await verifySiwfAnswer(
        { message: status.message, signature: status.signature, fid: status.fid },
        {
          domain: site.host,
          siweUri: `${site.origin}/farcaster`,
          nonce: entry.nonce,
          registry: { ...config.registry, rpcUrl: config.rpcUrl },
          now: deps.now(),
        },
      )
      const userName = config.names[String(fid)]
      return deps.login({ kind: 'farcaster', fid }, body, userName ? { userName } : {})
    },
    'farcaster-cancel': async (body, _token, _signal, client) => {
      const channel = field(body, 'channel')
      if (
        typeof channel === 'string' &&
        pending.get(channel)?.clientKey === deps.clientKeyOf(client)
      )
        pending.delete(channel)
      return { status: 200, body: {} }
    },
  }
}

/** The API answer of a refused Farcaster sign-in. */
export function farcasterFailure(error: FarcasterError): SecureApiAnswer {
  return fail(error.status, error.message)
}
