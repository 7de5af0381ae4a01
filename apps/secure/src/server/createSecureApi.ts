import { ApprovalError } from '../approvals/ApprovalError'
import type { ApprovalStore } from '../approvals/ApprovalStore'
import { sessionKeyOf } from '../approvals/hashWalletRequest'
import { summarizeWalletRequest } from '../approvals/summarizeWalletRequest'
import type { SocialClient } from '../oidc/createSocialClient'
import { OidcError } from '../oidc/OidcError'
import { loginEmail } from '../otp/loginEmail'
import { OtpError } from '../otp/OtpError'
import type { OtpStore } from '../otp/OtpStore'
import { handleWalletRpc } from '../rpc/handleWalletRpc'
import type { SecureChain } from '../rpc/SecureChain'
import { isSafeWalletMethod } from '../rpc/safeWalletMethods'
import { toWalletRpcError } from '../rpc/toWalletRpcError'
import { WalletRpcError } from '../rpc/WalletRpcError'
import type { SessionStore } from '../sessions/SessionStore'
import { type SmtpConfig, sendMail } from '../smtp/sendMail'
import type { WalletStore } from '../wallets/WalletStore'
import { toSecureUser } from './SecureUser'

/** What the API is made of. */
export type SecureApiDependencies = {
  otp: OtpStore
  wallets: WalletStore
  sessions: SessionStore
  /** The approvals of not-safe requests (single use, short-lived, bound to the request). */
  approvals: ApprovalStore
  chains: readonly SecureChain[]
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

/** A JSON API route: the request body and the bearer token in, an answer out. */
export type SecureApi = (
  path: string,
  body: unknown,
  token: string | undefined,
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
 * `rpc` and `sign-out`. A not-safe `rpc` request (anything but SPEC §6's safe methods) is signed
 * only with the `approval` token that `approvals/approve` gave for exactly that request (method,
 * params, chain, session) after `approvals/prepare` recorded it and summarised it for the frame.
 */
export function createSecureApi(deps: SecureApiDependencies): SecureApi {
  const chainOf = (chainId: unknown) => deps.chains.find((chain) => chain.chainId === chainId)
  const defaultChainId = deps.chains[0]?.chainId ?? 1

  const routes: Record<
    string,
    (body: unknown, token: string | undefined) => Promise<SecureApiAnswer>
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
      const requested = field(body, 'chainId')
      const chainId = chainOf(requested) ? (requested as number) : defaultChainId
      const account = deps.wallets.getOrCreate(email)
      const token = deps.sessions.open(email.toLowerCase(), chainId)
      return {
        status: 200,
        body: { token, user: toSecureUser(email.toLowerCase(), account.address, chainId) },
      }
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
      const requested = field(body, 'chainId')
      const chainId = chainOf(requested) ? (requested as number) : defaultChainId
      const account = deps.wallets.getOrCreate(login)
      const profile = {
        ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
        ...(typeof claims.preferred_username === 'string'
          ? { userName: claims.preferred_username }
          : {}),
      }
      const token = deps.sessions.open(login, chainId, profile)
      const user = toSecureUser(login, account.address, chainId, profile)
      return { status: 200, body: { token, user } }
    },
    user: async (_body, token) => {
      const session = deps.sessions.get(token)
      if (!session) return fail(401, 'Not connected')
      const account = deps.wallets.getOrCreate(session.email)
      return {
        status: 200,
        body: toSecureUser(session.email, account.address, session.chainId, session.profile),
      }
    },
    'switch-network': async (body, token) => {
      const session = deps.sessions.get(token)
      if (!session) return fail(401, 'Not connected')
      const chainId = field(body, 'chainId')
      if (!chainOf(chainId)) return fail(400, 'Chain is not supported', 4902)
      session.chainId = chainId as number
      return { status: 200, body: { chainId } }
    },
    'approvals/prepare': async (body, token) => {
      const session = deps.sessions.get(token)
      if (!session || !token) return fail(401, 'Not connected', 4100)
      const chain = chainOf(session.chainId)
      if (!chain) return fail(400, 'Chain is not supported', 4902)
      const method = field(body, 'method')
      if (typeof method !== 'string' || method.length > 200)
        return fail(400, 'Invalid request', -32600)
      const params = field(body, 'params')
      const { id } = deps.approvals.prepare({
        method,
        params,
        chainId: chain.chainId,
        sessionKey: sessionKeyOf(token),
      })
      return {
        status: 200,
        body: { id, summary: await summarizeWalletRequest(chain, method, params) },
      }
    },
    'approvals/approve': async (body, token) => {
      if (!deps.sessions.get(token) || !token) return fail(401, 'Not connected', 4100)
      const id = field(body, 'id')
      if (typeof id !== 'string') return fail(400, 'Invalid request', -32600)
      return { status: 200, body: { approval: deps.approvals.approve(sessionKeyOf(token), id) } }
    },
    'approvals/reject': async (body, token) => {
      if (!deps.sessions.get(token) || !token) return fail(401, 'Not connected', 4100)
      const id = field(body, 'id')
      if (typeof id === 'string') deps.approvals.reject(sessionKeyOf(token), id)
      return { status: 200, body: {} }
    },
    rpc: async (body, token) => {
      const session = deps.sessions.get(token)
      if (!session || !token) return fail(401, 'Not connected', 4100)
      const chain = chainOf(session.chainId)
      if (!chain) return fail(400, 'Chain is not supported', 4902)
      const method = field(body, 'method')
      if (typeof method !== 'string') return fail(400, 'Invalid request', -32600)
      const params = field(body, 'params')
      if (!isSafeWalletMethod(method))
        deps.approvals.redeem(field(body, 'approval'), {
          method,
          params,
          chainId: chain.chainId,
          sessionKey: sessionKeyOf(token),
        })
      const account = deps.wallets.getOrCreate(session.email)
      const result = await handleWalletRpc({ account, chain, method, params })
      return { status: 200, body: { result } }
    },
    'sign-out': async (_body, token) => {
      if (token) deps.sessions.close(token)
      return { status: 200, body: {} }
    },
  }

  return async (path, body, token) => {
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined
    if (!route) return fail(404, 'Not found')
    try {
      return await route(body, token)
    } catch (error) {
      if (error instanceof OtpError) return fail(error.status, error.message)
      if (error instanceof OidcError) return fail(401, error.message)
      if (error instanceof WalletRpcError) return fail(400, error.message, error.code)
      if (error instanceof ApprovalError) return fail(error.status, error.message, error.code)
      const refused = toWalletRpcError(error)
      if (refused) return fail(400, refused.message, refused.code)
      const message =
        error instanceof Error
          ? ((error as { shortMessage?: string }).shortMessage ?? error.message)
          : 'An error occurred'
      return fail(500, message)
    }
  }
}
