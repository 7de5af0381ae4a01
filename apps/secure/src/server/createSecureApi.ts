import type { SocialClient } from '../oidc/createSocialClient'
import { OidcError } from '../oidc/OidcError'
import { loginEmail } from '../otp/loginEmail'
import { OtpError } from '../otp/OtpError'
import type { OtpStore } from '../otp/OtpStore'
import { handleWalletRpc } from '../rpc/handleWalletRpc'
import type { SecureChain } from '../rpc/SecureChain'
import { WalletRpcError } from '../rpc/WalletRpcError'
import type { Session, SessionStore } from '../sessions/SessionStore'
import { type SmtpConfig, sendMail } from '../smtp/sendMail'
import { findSolanaChain } from '../solana/findSolanaChain'
import { handleSolanaRpc, isSolanaMethod } from '../solana/handleSolanaRpc'
import { type SecureSolanaChain, solanaReferenceOf } from '../solana/SecureSolanaChain'
import type { WalletStore } from '../wallets/WalletStore'
import { toSecureUser } from './SecureUser'

/** What the API is made of. */
export type SecureApiDependencies = {
  otp: OtpStore
  wallets: WalletStore
  sessions: SessionStore
  chains: readonly SecureChain[]
  /** The Solana clusters the wallet signs for (SPEC §1: embedded login on eip155 and solana). */
  solanaChains?: readonly SecureSolanaChain[]
  smtp: SmtpConfig
  /** The sender of the login e-mails. */
  mailFrom: string
  /** The OpenID Connect client of social login (read when used: it needs the site's origin). */
  social: () => SocialClient
}

/** SPEC §9 'Default social list order: google, x, farcaster, discord, apple, github, facebook'. */
const SOCIAL_PROVIDERS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

/** An API answer: an HTTP status and a JSON body (`{ error, code? }` when it failed). */
export type SecureApiAnswer = { status: number; body: unknown }

/**
 * A JSON API route: the request body and the bearer token in, an answer out; `signal` aborts
 * when the caller went away (a wallet request then sends nothing to the chain).
 */
export type SecureApi = (
  path: string,
  body: unknown,
  token: string | undefined,
  signal?: AbortSignal,
) => Promise<SecureApiAnswer>

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/

function field(body: unknown, name: string): unknown {
  return typeof body === 'object' && body !== null && Object.hasOwn(body, name)
    ? (body as Record<string, unknown>)[name]
    : undefined
}

const fail = (status: number, error: string, code?: number): SecureApiAnswer => ({
  status,
  body: code === undefined ? { error } : { error, code },
})

/**
 * The frame's JSON API: `connect-email` (a 6-digit code by SMTP, 30 s cooldown per address),
 * `connect-otp` (checks it, opens a session, creates the e-mail's wallet on first login),
 * `social-redirect-uri` and `connect-social` (the OpenID Connect login, the wallet keyed by the
 * verified id_token's subject), then, with the session's bearer token, `user`, `switch-network`,
 * `rpc` and `sign-out`.
 */
export function createSecureApi(deps: SecureApiDependencies): SecureApi {
  const chainOf = (chainId: unknown) => deps.chains.find((chain) => chain.chainId === chainId)
  const defaultChainId = deps.chains[0]?.chainId ?? 1
  const solanaChains = deps.solanaChains ?? []
  /** The session chain `value` names: an EVM id (number or `eip155:N`) or a Solana chain. */
  const sessionChainOf = (value: unknown): Session['chainId'] | undefined => {
    const evm =
      typeof value === 'string' && /^eip155:\d+$/.test(value) ? Number(value.slice(7)) : value
    if (chainOf(evm)) return evm as number
    return findSolanaChain(solanaChains, value)?.caipNetworkId
  }
  /** The user of `login` on the session's chain: the Solana account on a Solana chain. */
  const userOf = (login: string, chainId: Session['chainId'], profile?: Session['profile']) => {
    const solana = typeof chainId === 'string' ? findSolanaChain(solanaChains, chainId) : undefined
    if (solana) {
      const { address } = deps.wallets.getOrCreateSolana(login)
      return toSecureUser(login, address, solanaReferenceOf(solana), profile)
    }
    return toSecureUser(login, deps.wallets.getOrCreate(login).address, chainId, profile)
  }

  const routes: Record<
    string,
    (body: unknown, token: string | undefined, signal?: AbortSignal) => Promise<SecureApiAnswer>
  > = {
    'connect-email': async (body) => {
      const email = field(body, 'email')
      if (typeof email !== 'string' || email.length > 254 || !EMAIL_PATTERN.test(email))
        return fail(400, 'Invalid email')
      const code = deps.otp.issue(email)
      try {
        await sendMail(deps.smtp, { from: deps.mailFrom, to: email, ...loginEmail(code) })
      } catch {
        deps.otp.cancel(email)
        return fail(502, 'The login e-mail could not be sent')
      }
      return { status: 200, body: { action: 'VERIFY_OTP' } }
    },
    'connect-otp': async (body) => {
      const email = field(body, 'email')
      const otp = field(body, 'otp')
      if (typeof email !== 'string' || typeof otp !== 'string') return fail(400, 'Invalid code')
      deps.otp.verify(email, otp)
      const chainId = sessionChainOf(field(body, 'chainId')) ?? defaultChainId
      const token = deps.sessions.open(email.toLowerCase(), chainId)
      return { status: 200, body: { token, user: userOf(email.toLowerCase(), chainId) } }
    },
    'social-redirect-uri': async (body) => {
      const provider = field(body, 'provider')
      if (typeof provider !== 'string' || !SOCIAL_PROVIDERS.includes(provider))
        return fail(400, 'Unknown social provider')
      return { status: 200, body: { uri: deps.social().authorizationUrl(provider) } }
    },
    'connect-social': async (body) => {
      const uri = field(body, 'uri')
      if (typeof uri !== 'string') return fail(400, 'Invalid result URI')
      const claims = await deps.social().finish(uri)
      const login = `${claims.sub}@${new URL(claims.iss).host}`.toLowerCase()
      const chainId = sessionChainOf(field(body, 'chainId')) ?? defaultChainId
      const profile = {
        ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
        ...(typeof claims.preferred_username === 'string'
          ? { userName: claims.preferred_username }
          : {}),
      }
      const token = deps.sessions.open(login, chainId, profile)
      const user = userOf(login, chainId, profile)
      return { status: 200, body: { token, user } }
    },
    user: async (_body, token) => {
      const session = deps.sessions.get(token)
      if (!session) return fail(401, 'Not connected')
      return { status: 200, body: userOf(session.email, session.chainId, session.profile) }
    },
    'switch-network': async (body, token) => {
      const session = deps.sessions.get(token)
      if (!session) return fail(401, 'Not connected')
      const chainId = sessionChainOf(field(body, 'chainId'))
      if (chainId === undefined) return fail(400, 'Chain is not supported', 4902)
      session.chainId = chainId
      return { status: 200, body: { chainId: field(body, 'chainId') } }
    },
    rpc: async (body, token, signal) => {
      const session = deps.sessions.get(token)
      if (!session) return fail(401, 'Not connected', 4100)
      const method = field(body, 'method')
      if (typeof method !== 'string') return fail(400, 'Invalid request', -32600)
      const params = field(body, 'params')
      // One entry for every wallet request: a solana_ method signs with the user's ed25519 key
      // on the session's Solana chain (else the first configured), the rest with the EVM key.
      if (isSolanaMethod(method)) {
        const chain = findSolanaChain(solanaChains, session.chainId) ?? solanaChains[0]
        if (!chain) return fail(400, 'Chain is not supported', 4902)
        const key = deps.wallets.getOrCreateSolana(session.email)
        return {
          status: 200,
          body: { result: await handleSolanaRpc({ key, chain, method, params, signal }) },
        }
      }
      const chain = chainOf(session.chainId) ?? deps.chains[0]
      if (!chain) return fail(400, 'Chain is not supported', 4902)
      const account = deps.wallets.getOrCreate(session.email)
      const result = await handleWalletRpc({ account, chain, method, params, signal })
      return { status: 200, body: { result } }
    },
    'sign-out': async (_body, token) => {
      if (token) deps.sessions.close(token)
      return { status: 200, body: {} }
    },
  }

  return async (path, body, token, signal) => {
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined
    if (!route) return fail(404, 'Not found')
    try {
      return await route(body, token, signal)
    } catch (error) {
      if (error instanceof OtpError) return fail(error.status, error.message)
      if (error instanceof OidcError) return fail(401, error.message)
      if (error instanceof WalletRpcError) return fail(400, error.message, error.code)
      const message =
        error instanceof Error
          ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
          : 'An error occurred'
      return fail(500, message)
    }
  }
}
