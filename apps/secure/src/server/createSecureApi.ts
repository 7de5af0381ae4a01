import { ApprovalError } from '../approvals/ApprovalError'
import type { ApprovalStore } from '../approvals/ApprovalStore'
import { sessionKeyOf } from '../approvals/hashWalletRequest'
import { summarizeWalletRequest } from '../approvals/summarizeWalletRequest'
import { DeviceCheckStore } from '../devices/DeviceCheckStore'
import type { DeviceStore } from '../devices/DeviceStore'
import { EmailChangeStore } from '../emailChange/EmailChangeStore'
import { createFarcasterRoutes, farcasterFailure } from '../farcaster/createFarcasterRoutes'
import type { FarcasterConfig } from '../farcaster/FarcasterConfig'
import { FarcasterError } from '../farcaster/FarcasterError'
import { AttemptLimiter } from '../limits/AttemptLimiter'
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from '../limits/LoginLimits'
import type { SocialClient } from '../oidc/createSocialClient'
import { OidcError } from '../oidc/OidcError'
import { loginEmail } from '../otp/loginEmail'
import { OtpError } from '../otp/OtpError'
import { OtpStore } from '../otp/OtpStore'
import { parseLoginEmail } from '../otp/parseLoginEmail'
import { OTP_TTL_MS } from '../otp/secureLimits'
import { handleWalletRpc } from '../rpc/handleWalletRpc'
import type { SecureChain } from '../rpc/SecureChain'
import { isSafeWalletMethod } from '../rpc/safeWalletMethods'
import { toWalletRpcError } from '../rpc/toWalletRpcError'
import { validateWalletRequest } from '../rpc/validateWalletRequest'
import { WalletRpcError } from '../rpc/WalletRpcError'
import type { Session, SessionStore } from '../sessions/SessionStore'
import { checkBundler } from '../smartAccounts/checkBundler'
import { handleSmartAccountRpc } from '../smartAccounts/handleSmartAccountRpc'
import { smartAccountStatus } from '../smartAccounts/readSmartAccount'
import { SmartAccountUnavailableError } from '../smartAccounts/SmartAccountUnavailableError'
import { type SmtpConfig, sendMail } from '../smtp/sendMail'
import { findSolanaChain } from '../solana/findSolanaChain'
import { handleSolanaRpc, isSolanaMethod } from '../solana/handleSolanaRpc'
import { type SecureSolanaChain, solanaReferenceOf } from '../solana/SecureSolanaChain'
import { summarizeSolanaRequest } from '../solana/summarizeSolanaRequest'
import { type LoginIdentity, walletKeyOf } from '../wallets/LoginIdentity'
import type { WalletStore } from '../wallets/WalletStore'
import { createDeviceRoutes, needsDeviceCheck, startDeviceCheck } from './deviceRoutes'
import { createEmailChangeRoutes } from './emailChangeRoutes'
import {
  fail,
  field,
  type LoginRouteContext,
  localeOf,
  type SecureApiAnswer,
  type SecureClient,
  type SecureRoute,
} from './LoginRouteContext'
import { type SecureAccountType, toSecureUser } from './SecureUser'

export type { SecureApiAnswer, SecureClient } from './LoginRouteContext'

/** What the API is made of. */
export type SecureApiDependencies = {
  otp: OtpStore
  wallets: WalletStore
  sessions: SessionStore
  /** The approvals of not-safe requests (single use, short-lived, bound to the request). */
  approvals: ApprovalStore
  chains: readonly SecureChain[]
  /** The Solana clusters the wallet signs for (SPEC §1: embedded login on eip155 and solana). */
  solanaChains?: readonly SecureSolanaChain[]
  smtp: SmtpConfig
  /** The sender of the login e-mails. */
  mailFrom: string
  /** The OpenID Connect client of social login (read when used: it needs the site's origin). */
  social: () => SocialClient
  /** Limits on guesses and login e-mails per client, address and e-mail (defaults otherwise). */
  loginLimits?: Partial<LoginLimits>
  /** Clock in milliseconds (the limits' windows). */
  now?: () => number
  /** The devices each e-mail logged in from (a login from another device confirms it first). */
  devices: DeviceStore
  /**
   * Whether a known e-mail's login from a new device needs the link sent to the e-mail first
   * (SPEC §4 'VERIFY_DEVICE'); default true.
   */
  verifyNewDevices?: boolean
  /** The site's own origin, read when a device link is made. */
  siteUrl: () => string
  /** How long a code, a device link and an e-mail change stay valid (default 10 minutes). */
  codeTtlMs?: number
  /** Farcaster login, its relay's URL known (read when used); undefined: not configured. */
  farcaster?: () => (FarcasterConfig & { relayUrl: string; rpcUrl: string }) | undefined
}

/** SPEC §9 'Default social list order: google, x, farcaster, discord, apple, github, facebook'. */
const SOCIAL_PROVIDERS = ['google', 'x', 'farcaster', 'discord', 'apple', 'github', 'facebook']

/**
 * A JSON API route: the request body and the bearer token in, an answer out; `signal` aborts
 * when the caller went away (a wallet request then sends nothing to the chain).
 */
export type SecureApi = (
  path: string,
  body: unknown,
  token: string | undefined,
  signal?: AbortSignal,
  client?: SecureClient,
) => Promise<SecureApiAnswer>

const UNKNOWN_CLIENT: SecureClient = { address: '', id: '' }

/**
 * The frame's JSON API: `connect-email` (a 6-digit code by SMTP, 30 s cooldown per address),
 * `connect-otp` (checks it, opens a session, creates the e-mail's wallet on first login and
 * remembers the device), a known e-mail's first login from a new device answering VERIFY_DEVICE
 * and sending a link first (`connect-device`, `confirm-device`: deviceRoutes.ts), both
 * limited per client, address and e-mail (`loginLimits`: 429 'Too many attempts. Please try
 * again after {n} seconds'), the code bound to the e-mail and the client that asked for it;
 * `social-redirect-uri` and `connect-social` (the OpenID Connect login bound to the client that
 * started it, the wallet keyed by the verified id_token's issuer and subject), then, with the
 * session's bearer token, `user`, `switch-network`, `rpc`, `sign-out` and `sign-out-everywhere`
 * (every session of the same login), and the e-mail change (emailChangeRoutes.ts). Malformed EVM signing parameters are refused with 400
 * before anything else (validateWalletRequest). A not-safe `rpc` request (anything but SPEC §6's safe methods) is signed
 * only with the `approval` token that `approvals/approve` gave for exactly that request (method,
 * params, chain, session) after `approvals/prepare` recorded it and summarised it for the frame.
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
  /**
   * Where a request of `method` goes: a solana_ method to the session's Solana chain (else the
   * first configured), any other to its EVM chain (else the first); `bindingId` is the chain an
   * approval is bound to.
   */
  const targetOf = (session: Session, method: string) => {
    if (isSolanaMethod(method)) {
      const chain = findSolanaChain(solanaChains, session.chainId) ?? solanaChains[0]
      return chain ? { kind: 'solana' as const, chain, bindingId: chain.caipNetworkId } : undefined
    }
    const chain = chainOf(session.chainId) ?? deps.chains[0]
    return chain ? { kind: 'evm' as const, chain, bindingId: chain.chainId } : undefined
  }
  /** The user of `session`'s wallet on its chain: the Solana account on a Solana chain. */
  /**
   * The EVM account `session` uses on `chain`: its choice, else the chain's default (SPEC §9:
   * smartAccount where enabled, unless the deployment chose eoa).
   */
  const accountTypeOf = (
    session: Pick<Session, 'accountType'>,
    chain: SecureChain | undefined,
  ): SecureAccountType =>
    chain?.smartAccount
      ? (session.accountType ?? chain.smartAccount.defaultAccountType ?? 'smartAccount')
      : 'eoa'
  const userOf = async (
    session: Pick<Session, 'identity' | 'walletKey' | 'chainId' | 'profile' | 'accountType'>,
  ) => {
    const { chainId, walletKey, profile } = session
    const login = session.identity.kind === 'email' ? session.identity.email : ''
    const solana = typeof chainId === 'string' ? findSolanaChain(solanaChains, chainId) : undefined
    if (solana) {
      const { address } = await deps.wallets.solana(walletKey)
      return toSecureUser(login, address, solanaReferenceOf(solana), profile)
    }
    const account = await deps.wallets.account(walletKey)
    const chain = chainOf(chainId)
    // The smart account is read from the chain (the factory's address for the owner): a chain
    // without the factory shows the EOA alone.
    const smart =
      chain?.smartAccount && (await smartAccountStatus(account, chain).catch(() => undefined))
    return toSecureUser(
      login,
      account.address,
      chainId,
      profile,
      smart || undefined,
      smart ? accountTypeOf(session, chain) : 'eoa',
    )
  }
  const now = deps.now ?? Date.now
  const limits = { ...DEFAULT_LOGIN_LIMITS, ...deps.loginLimits }
  const limiter = (limit: number) =>
    new AttemptLimiter({ limit, windowMs: limits.windowMs, lockoutMs: limits.lockoutMs, now })
  const guessesByClient = limiter(limits.guessesPerClient)
  const guessesByAddress = limiter(limits.guessesPerAddress)
  const guessesByEmail = limiter(limits.guessesPerEmail)
  const requestsByClient = limiter(limits.codeRequestsPerClient)
  const requestsByAddress = limiter(limits.codeRequestsPerAddress)
  const clientKeyOf = (client: SecureClient) => `${client.address} ${client.id}`
  const codeTtlMs = deps.codeTtlMs ?? OTP_TTL_MS
  const context: LoginRouteContext = {
    otp: deps.otp,
    changeCodes: new OtpStore({ now, ttlMs: codeTtlMs }),
    wallets: deps.wallets,
    sessions: deps.sessions,
    devices: deps.devices,
    deviceChecks: new DeviceCheckStore({ now, ttlMs: codeTtlMs }),
    emailChanges: new EmailChangeStore(now),
    smtp: deps.smtp,
    mailFrom: deps.mailFrom,
    siteUrl: deps.siteUrl,
    codeTtlMs,
    limiters: {
      guessesByClient,
      guessesByAddress,
      guessesByEmail,
      requestsByClient,
      requestsByAddress,
    },
    clientKeyOf,
  }
  /** Opens a session of `identity` and answers its token and user. */
  const login = async (identity: LoginIdentity, body: unknown, profile?: Session['profile']) => {
    const chainId = sessionChainOf(field(body, 'chainId')) ?? defaultChainId
    const token = deps.sessions.open(identity, chainId, profile)
    const session = deps.sessions.get(token)
    if (!session) throw new Error('The session could not be opened')
    return { status: 200, body: { token, user: await userOf(session) } }
  }

  const routes: Record<string, SecureRoute> = {
    ...createDeviceRoutes(context),
    ...createEmailChangeRoutes(context),
    ...createFarcasterRoutes({
      config: () => deps.farcaster?.(),
      siteUrl: deps.siteUrl,
      clientKeyOf,
      login: (identity, body, profile) => login(identity, body, profile),
      now,
    }),
    'connect-email': async (body, _token, _signal, client) => {
      const email = parseLoginEmail(field(body, 'email'))
      if (!email) return fail(400, 'Invalid email')
      const clientKey = clientKeyOf(client)
      requestsByClient.check(clientKey)
      requestsByAddress.check(client.address)
      guessesByEmail.check(email)
      if (deps.verifyNewDevices !== false && (await needsDeviceCheck(context, email, client)))
        return startDeviceCheck(context, email, client, localeOf(body))
      deps.otp.assertReady(email)
      requestsByClient.count(clientKey)
      requestsByAddress.count(client.address)
      const code = deps.otp.issue(email, clientKey)
      try {
        await sendMail(deps.smtp, {
          from: deps.mailFrom,
          to: email,
          ...loginEmail(code, undefined, localeOf(body)),
        })
      } catch {
        deps.otp.cancel(email, clientKey)
        return fail(502, 'The login e-mail could not be sent')
      }
      return { status: 200, body: { action: 'VERIFY_OTP' } }
    },
    'connect-otp': async (body, _token, _signal, client) => {
      const email = parseLoginEmail(field(body, 'email'))
      const otp = field(body, 'otp')
      if (!email || typeof otp !== 'string' || otp.length > 64) return fail(400, 'Invalid code')
      const clientKey = clientKeyOf(client)
      guessesByClient.check(clientKey)
      guessesByAddress.check(client.address)
      // A locked e-mail takes no guesses, except at a code its client had before the lock (the
      // visitor's own, which a stranger's wrong guesses must not void).
      const lockedAt = guessesByEmail.lockedAt(email)
      const issuedAt = deps.otp.issuedAt(email, clientKey)
      if (lockedAt !== undefined && (issuedAt === undefined || issuedAt > lockedAt))
        guessesByEmail.check(email)
      try {
        deps.otp.verify(email, otp, clientKey)
      } catch (error) {
        if (error instanceof OtpError && error.message !== 'Code expired') {
          guessesByClient.count(clientKey)
          guessesByAddress.count(client.address)
          if (issuedAt !== undefined) guessesByEmail.count(email)
        }
        throw error
      }
      await deps.devices.remember(walletKeyOf({ kind: 'email', email }), client.id)
      return login({ kind: 'email', email }, body)
    },
    'social-redirect-uri': async (body, _token, _signal, client) => {
      const provider = field(body, 'provider')
      if (typeof provider !== 'string' || !SOCIAL_PROVIDERS.includes(provider))
        return fail(400, 'Unknown social provider')
      const uri = deps.social().authorizationUrl(provider, clientKeyOf(client), localeOf(body))
      return { status: 200, body: { uri } }
    },
    'connect-social': async (body, _token, _signal, client) => {
      const uri = field(body, 'uri')
      if (typeof uri !== 'string') return fail(400, 'Invalid result URI')
      const claims = await deps.social().finish(uri, clientKeyOf(client))
      const profile = {
        ...(typeof claims.email === 'string' ? { email: claims.email } : {}),
        ...(typeof claims.preferred_username === 'string'
          ? { userName: claims.preferred_username }
          : {}),
      }
      return login({ kind: 'social', issuer: claims.iss, subject: claims.sub }, body, profile)
    },
    user: async (_body, token) => {
      const session = deps.sessions.get(token)
      if (!session) return fail(401, 'Not connected')
      return { status: 200, body: await userOf(session) }
    },
    'switch-network': async (body, token) => {
      const session = deps.sessions.get(token)
      if (!session) return fail(401, 'Not connected')
      const chainId = sessionChainOf(field(body, 'chainId'))
      if (chainId === undefined) return fail(400, 'Chain is not supported', 4902)
      session.chainId = chainId
      return { status: 200, body: { chainId: field(body, 'chainId') } }
    },
    'approvals/prepare': async (body, token) => {
      const session = deps.sessions.get(token)
      if (!session || !token) return fail(401, 'Not connected', 4100)
      const method = field(body, 'method')
      if (typeof method !== 'string' || method.length > 200)
        return fail(400, 'Invalid request', -32600)
      const params = field(body, 'params')
      const target = targetOf(session, method)
      if (!target) return fail(400, 'Chain is not supported', 4902)
      // Malformed parameters are refused before the visitor is asked, and before any signing library.
      if (target.kind === 'evm') validateWalletRequest(method, params)
      const { id } = deps.approvals.prepare({
        method,
        params,
        chainId: target.bindingId,
        sessionKey: sessionKeyOf(token),
      })
      const summary =
        target.kind === 'solana'
          ? summarizeSolanaRequest(target.chain, method, params)
          : await summarizeWalletRequest(target.chain, method, params)
      return { status: 200, body: { id, summary } }
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
    rpc: async (body, token, signal) => {
      const session = deps.sessions.get(token)
      if (!session || !token) return fail(401, 'Not connected', 4100)
      const method = field(body, 'method')
      if (typeof method !== 'string') return fail(400, 'Invalid request', -32600)
      const params = field(body, 'params')
      const target = targetOf(session, method)
      if (!target) return fail(400, 'Chain is not supported', 4902)
      if (target.kind === 'evm') validateWalletRequest(method, params)
      // One entry for every wallet request, of any namespace: a not-safe one (unknown methods
      // included) is signed only with the approval the visitor's click in the frame obtained.
      if (!isSafeWalletMethod(method))
        deps.approvals.redeem(field(body, 'approval'), {
          method,
          params,
          chainId: target.bindingId,
          sessionKey: sessionKeyOf(token),
        })
      if (target.kind === 'solana') {
        const key = await deps.wallets.solana(session.walletKey)
        const chain = target.chain
        return {
          status: 200,
          body: { result: await handleSolanaRpc({ key, chain, method, params, signal }) },
        }
      }
      const account = await deps.wallets.account(session.walletKey)
      if (accountTypeOf(session, target.chain) === 'smartAccount') {
        try {
          const answer = await handleSmartAccountRpc({
            owner: account,
            chain: target.chain,
            method,
            params,
            signal,
          })
          if (answer.handled) return { status: 200, body: { result: answer.result } }
        } catch (error) {
          // SPEC §4 'On error falls back to EOA': a bundler outage moves the session to its EOA.
          if (error instanceof SmartAccountUnavailableError) session.accountType = 'eoa'
          throw error
        }
      }
      const result = await handleWalletRpc({ account, chain: target.chain, method, params, signal })
      return { status: 200, body: { result } }
    },
    // SPEC §7 'smart account networks': the EVM chains with smart accounts enabled.
    'smart-account-networks': async () => ({
      status: 200,
      body: {
        smartAccountEnabledNetworks: deps.chains
          .filter((chain) => chain.smartAccount)
          .map((chain) => chain.chainId),
      },
    }),
    // SPEC §7 'init smart account': the session's smart account on its chain.
    'init-smart-account': async (_body, token) => {
      const session = deps.sessions.get(token)
      if (!session) return fail(401, 'Not connected')
      const chain = chainOf(session.chainId)
      if (!chain?.smartAccount) return fail(400, 'Smart accounts are not enabled on this network')
      const owner = await deps.wallets.account(session.walletKey)
      const { address, deployed } = await smartAccountStatus(owner, chain)
      return { status: 200, body: { address, isDeployed: deployed } }
    },
    // SPEC §7 'set preferred account': eoa, or smartAccount once its bundler answers; on error
    // the session stays on (falls back to) its EOA (SPEC §4).
    'set-preferred-account': async (body, token) => {
      const session = deps.sessions.get(token)
      if (!session) return fail(401, 'Not connected')
      const type = field(body, 'type')
      if (type !== 'eoa' && type !== 'smartAccount') return fail(400, 'Invalid account type')
      const chain = chainOf(session.chainId)
      if (type === 'smartAccount') {
        if (!chain?.smartAccount) return fail(400, 'Smart accounts are not enabled on this network')
        try {
          await checkBundler(chain)
        } catch (error) {
          session.accountType = 'eoa'
          throw error
        }
      }
      session.accountType = type
      return { status: 200, body: await userOf(session) }
    },
    'sign-out': async (_body, token) => {
      if (token) deps.sessions.close(token)
      return { status: 200, body: {} }
    },
    'sign-out-everywhere': async (_body, token) => {
      const session = deps.sessions.get(token)
      if (!session) return fail(401, 'Not connected')
      return { status: 200, body: { closed: deps.sessions.closeAll(session.walletKey) } }
    },
  }

  return async (path, body, token, signal, client = UNKNOWN_CLIENT) => {
    const route = Object.hasOwn(routes, path) ? routes[path] : undefined
    if (!route) return fail(404, 'Not found')
    try {
      return await route(body, token, signal, client)
    } catch (error) {
      if (error instanceof OtpError) return fail(error.status, error.message)
      if (error instanceof OidcError) return fail(401, error.message)
      if (error instanceof FarcasterError) return farcasterFailure(error)
      if (error instanceof WalletRpcError) return fail(400, error.message, error.code)
      if (error instanceof ApprovalError) return fail(error.status, error.message, error.code)
      if (error instanceof SmartAccountUnavailableError) return fail(503, error.message, error.code)
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
