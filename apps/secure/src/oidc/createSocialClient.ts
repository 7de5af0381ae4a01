import type { SecureLocale } from '../i18n/secureLocales'
import { pkceChallenge, randomToken } from './base64url'
import { type IdTokenClaims, type PublicJwk, verifyIdToken } from './idToken'
import { OidcError } from './OidcError'

/** Where the secure site's OpenID Connect client signs users in. */
export type SocialClientConfig = {
  /** The issuer's base URL (its `iss`): `/authorize`, `/token`, `/jwks` under it. */
  issuer: string
  clientId: string
  /** The secure site's callback page (the popup's loading page). */
  redirectUri: string
  /** Seconds since the epoch. */
  now?: () => number
  fetch?: typeof fetch
}

/** The secure site's side of the authorization-code flow. */
export type SocialClient = {
  /**
   * A fresh authorization URL for `provider` (state, nonce and PKCE S256 kept until used), its
   * state bound to `client`, the browser (frame) that asked; the provider's pages in `locale`
   * (`ui_locales`), which the callback page speaks too.
   */
  authorizationUrl: (provider: string, client?: string, locale?: SecureLocale) => string
  /** The language a pending sign-in was started in (its `state`), for the callback page; else English. */
  localeOf: (state: string | null) => SecureLocale
  /**
   * Finishes the flow from the result URI: state checked once and only for the `client` it was
   * issued to (no login CSRF: another browser's result does not sign this one in), code
   * exchanged, id_token verified.
   */
  finish: (resultUri: string, client?: string) => Promise<IdTokenClaims>
}

type Pending = {
  nonce: string
  verifier: string
  expires: number
  client: string
  locale: SecureLocale
}

const PENDING_TTL_S = 600
const MAX_PENDING = 10_000

/**
 * Creates the OpenID Connect client of the secure site: authorization code with PKCE (S256), a
 * random single-use `state` and `nonce` per attempt, and the id_token's ES256 signature, issuer,
 * audience, nonce and expiry verified against the issuer's JWKS.
 */
export function createSocialClient(config: SocialClientConfig): SocialClient {
  const now = config.now ?? (() => Math.floor(Date.now() / 1000))
  const fetcher = config.fetch ?? fetch
  const pending = new Map<string, Pending>()

  return {
    authorizationUrl(provider, client = '', locale = 'en') {
      for (const [state, entry] of pending) if (entry.expires <= now()) pending.delete(state)
      // A flood of sign-ins started and never finished cannot grow memory without bound.
      while (pending.size >= MAX_PENDING) {
        const oldest = pending.keys().next().value
        if (oldest === undefined) break
        pending.delete(oldest)
      }
      const state = randomToken()
      const nonce = randomToken()
      const verifier = randomToken()
      pending.set(state, { nonce, verifier, expires: now() + PENDING_TTL_S, client, locale })
      const url = new URL('/authorize', config.issuer)
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: config.clientId,
        redirect_uri: config.redirectUri,
        scope: 'openid email',
        state,
        nonce,
        code_challenge: pkceChallenge(verifier),
        code_challenge_method: 'S256',
        provider,
        ui_locales: locale,
      }).toString()
      return url.href
    },
    localeOf(state) {
      return (state !== null && pending.get(state)?.locale) || 'en'
    },
    async finish(resultUri, client = '') {
      let result: URL
      try {
        result = new URL(resultUri)
      } catch {
        throw new OidcError('Invalid result URI')
      }
      if (`${result.origin}${result.pathname}` !== config.redirectUri)
        throw new OidcError('Invalid result URI')
      const state = result.searchParams.get('state') ?? ''
      const entry = pending.get(state)
      if (entry && entry.client !== client)
        throw new OidcError('This sign-in was started in another browser')
      pending.delete(state)
      if (!entry || entry.expires <= now()) throw new OidcError('Unknown or used state')
      const code = result.searchParams.get('code')
      if (!code) throw new OidcError('No authorization code')
      const tokenResponse = await fetcher(new URL('/token', config.issuer), {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          redirect_uri: config.redirectUri,
          client_id: config.clientId,
          code_verifier: entry.verifier,
        }),
      })
      if (!tokenResponse.ok) throw new OidcError('The code was refused')
      const { id_token: idToken } = (await tokenResponse.json()) as { id_token?: unknown }
      if (typeof idToken !== 'string') throw new OidcError('No id_token')
      const jwks = (await (await fetcher(new URL('/jwks', config.issuer))).json()) as {
        keys?: PublicJwk[]
      }
      return verifyIdToken(idToken, {
        keys: jwks.keys ?? [],
        issuer: config.issuer,
        audience: config.clientId,
        nonce: entry.nonce,
        now: now(),
      })
    },
  }
}
