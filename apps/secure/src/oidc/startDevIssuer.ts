import { generateKeyPairSync } from 'node:crypto'
import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { pkceChallenge, randomToken } from './base64url'
import { type PublicJwk, signIdToken } from './idToken'
import { AUTHORIZE_PAGE_CSP, renderAuthorizePage } from './renderAuthorizePage'

/**
 * A development OpenID Connect issuer on 127.0.0.1. It stands in for the real social providers
 * (Google, X, Discord, ...), which cannot run here: same authorization-code flow with PKCE
 * (S256 only), an account chooser of test identities per provider name, ES256 id_tokens and a JWKS.
 */
export type DevIssuer = {
  /** `http://127.0.0.1:PORT`: the issuer (`iss`) and its base URL. */
  url: string
  /** The public keys at `/jwks`. */
  keys: readonly PublicJwk[]
  stop: () => Promise<void>
}

/** Options of {@link startDevIssuer}. */
export type DevIssuerOptions = {
  /** Registered clients: client id to its exact redirect URIs. */
  clients: Readonly<Record<string, readonly string[]>>
  /** Seconds since the epoch (id_token `iat`/`exp`, code expiry). */
  now?: () => number
}

type PendingCode = {
  clientId: string
  redirectUri: string
  nonce: string
  challenge: string
  sub: string
  expires: number
}

/** The test identities each provider offers: `dev-<provider>-user`, `-user-2`, `-user-3`. */
export function devIdentitiesOf(provider: string): string[] {
  const name = provider.replace(/[^a-z0-9]/gi, '').slice(0, 32) || 'dev'
  return [`dev-${name}-user`, `dev-${name}-user-2`, `dev-${name}-user-3`]
}

const CODE_TTL_S = 60
const ID_TOKEN_TTL_S = 300
const MAX_BODY = 16 * 1024

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
      if (text.length > MAX_BODY) request.destroy()
    })
    request.on('end', () => resolve(new URLSearchParams(text)))
    request.on('error', reject)
  })
}

/**
 * Starts the dev issuer: `GET /authorize` (the account chooser, a keyboard-operable "Sign in
 * as" button per test identity), `POST /authorize` (the chosen `identity`; redirects with `code`
 * and `state`), `POST /token` (the code, once,
 * with the PKCE verifier, for an id_token) and `GET /jwks`.
 */
export async function startDevIssuer(options: DevIssuerOptions): Promise<DevIssuer> {
  const now = options.now ?? (() => Math.floor(Date.now() / 1000))
  const { privateKey, publicKey } = generateKeyPairSync('ec', { namedCurve: 'P-256' })
  const kid = randomToken(8)
  const keys: PublicJwk[] = [
    { ...publicKey.export({ format: 'jwk' }), kid, alg: 'ES256', use: 'sig' },
  ]
  const codes = new Map<string, PendingCode>()
  let issuer = ''

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://issuer')
    const base = { 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' }
    const json = (status: number, body: unknown) =>
      response
        .writeHead(status, { ...base, 'content-type': 'application/json' })
        .end(JSON.stringify(body))
    if (request.method === 'GET' && url.pathname === '/jwks') return json(200, { keys })
    if (url.pathname === '/authorize') {
      const params = request.method === 'POST' ? await readForm(request) : url.searchParams
      const clientId = params.get('client_id') ?? ''
      const redirectUri = params.get('redirect_uri') ?? ''
      if (!options.clients[clientId]?.includes(redirectUri))
        return json(400, { error: 'invalid_client' })
      const challenge = params.get('code_challenge') ?? ''
      const nonce = params.get('nonce') ?? ''
      const state = params.get('state') ?? ''
      if (
        params.get('response_type') !== 'code' ||
        params.get('code_challenge_method') !== 'S256' ||
        !challenge ||
        !nonce ||
        !state
      )
        return json(400, { error: 'invalid_request' })
      const identities = devIdentitiesOf(params.get('provider') ?? 'dev')
      if (request.method === 'GET') {
        response.writeHead(200, {
          ...base,
          'content-type': 'text/html; charset=utf-8',
          'content-security-policy': AUTHORIZE_PAGE_CSP,
        })
        return response.end(renderAuthorizePage(params, identities))
      }
      // The identity the visitor picked on the chooser, one of this provider's.
      const sub = params.get('identity') ?? ''
      if (!identities.includes(sub)) return json(400, { error: 'invalid_request' })
      const code = randomToken()
      codes.set(code, { clientId, redirectUri, nonce, challenge, sub, expires: now() + CODE_TTL_S })
      const target = new URL(redirectUri)
      target.searchParams.set('code', code)
      target.searchParams.set('state', state)
      response.writeHead(302, { ...base, location: target.href })
      return response.end()
    }
    if (request.method === 'POST' && url.pathname === '/token') {
      const form = await readForm(request)
      const code = form.get('code') ?? ''
      const pending = codes.get(code)
      codes.delete(code)
      if (
        form.get('grant_type') !== 'authorization_code' ||
        !pending ||
        pending.expires <= now() ||
        pending.clientId !== form.get('client_id') ||
        pending.redirectUri !== form.get('redirect_uri') ||
        pkceChallenge(form.get('code_verifier') ?? '') !== pending.challenge
      )
        return json(400, { error: 'invalid_grant' })
      const iat = now()
      const idToken = signIdToken(
        {
          iss: issuer,
          aud: pending.clientId,
          sub: pending.sub,
          email: `${pending.sub}@dev-issuer.localhost`,
          preferred_username: pending.sub,
          nonce: pending.nonce,
          iat,
          exp: iat + ID_TOKEN_TTL_S,
        },
        privateKey,
        kid,
      )
      return json(200, { id_token: idToken, token_type: 'Bearer', expires_in: ID_TOKEN_TTL_S })
    }
    return json(404, { error: 'Not found' })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => resolve())
  })
  issuer = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: issuer,
    keys,
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
