import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import { ApprovalStore } from '../approvals/ApprovalStore'
import { KeyCipher } from '../db/KeyCipher'
import { openSecureDatabase } from '../db/openSecureDatabase'
import { readKeyEncryptionKey } from '../db/readKeyEncryptionKey'
import type { SecureDatabaseConfig } from '../db/SecureDatabase'
import { DeviceStore } from '../devices/DeviceStore'
import {
  DEVICE_PAGE_PATH,
  DEVICE_PAGE_POLICY,
  renderDeviceApproved,
  renderDeviceInvalid,
  renderDevicePage,
} from '../devices/devicePage'
import type { FarcasterConfig } from '../farcaster/FarcasterConfig'
import { type FarcasterRelay, startFarcasterRelay } from '../farcaster/startFarcasterRelay'
import { readSecureLocale } from '../i18n/secureLocales'
import type { LoginLimits } from '../limits/LoginLimits'
import { createSocialClient, type SocialClient } from '../oidc/createSocialClient'
import { type DevIssuer, startDevIssuer } from '../oidc/startDevIssuer'
import { OtpStore } from '../otp/OtpStore'
import type { SecureChain } from '../rpc/SecureChain'
import { SessionStore } from '../sessions/SessionStore'
import type { SmtpConfig } from '../smtp/sendMail'
import { type SmtpSink, startSmtpSink } from '../smtp/startSmtpSink'
import type { SecureSolanaChain } from '../solana/SecureSolanaChain'
import { WalletStore } from '../wallets/WalletStore'
import { buildFrameScript } from './buildFrameScript'
import { createSecureApi, type SecureClient } from './createSecureApi'
import { FRAME_CSS, FRAME_CSS_PATH } from './frameCss'
import { framePagePolicy, renderFramePage } from './framePage'
import { normalizeOrigins } from './normalizeOrigins'
import {
  renderSocialCallbackPage,
  SOCIAL_CALLBACK_PATH,
  SOCIAL_CALLBACK_SCRIPT,
  SOCIAL_CALLBACK_SCRIPT_PATH,
} from './socialCallbackPage'

/** Options of {@link startSecure}. */
export type StartSecureOptions = {
  /** The exact origins of the pages allowed to embed the frame (no wildcard). */
  allowedOrigins: readonly string[]
  /** The chains the wallet signs for; the first is the default. */
  chains: readonly SecureChain[]
  /** The Solana clusters the wallet signs for with each user's ed25519 key (none by default). */
  solanaChains?: readonly SecureSolanaChain[]
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** Where login e-mails go; without it a local SMTP sink is started (development and tests). */
  smtp?: SmtpConfig
  /** The sender of the login e-mails; default 'login@appkit-secure.localhost'. */
  mailFrom?: string
  /**
   * Where the wallets' keys are kept (sealed with AES-256-GCM): `url` a PostgreSQL server
   * (DATABASE_URL), else PGlite in `dataDir/pglite`; neither keeps them in memory only.
   */
  database?: SecureDatabaseConfig
  /**
   * The key sealing the wallets' keys: 32 bytes as hex or base64 (SECURE_KEY_ENCRYPTION_KEY).
   * Without it, outside production, one is generated in `database.dataDir` (or a throwaway one
   * for a store in memory).
   */
  keyEncryptionKey?: string | undefined
  /** Production: refuses to start without `keyEncryptionKey`. Default: NODE_ENV is 'production'. */
  production?: boolean
  /** Limits on code guesses and login e-mails per client, address and e-mail. */
  loginLimits?: Partial<LoginLimits>
  /** How long a session lasts from its login (default 24 h). */
  sessionTtlMs?: number
  /**
   * A request header the deployment's proxy sets to the visitor's address (e.g. 'x-real-ip');
   * without it the connection's own address is the client's. Only set it behind such a proxy.
   */
  clientAddressHeader?: string
  /** Clock in milliseconds (code expiry, cooldown, sessions). */
  now?: () => number
  /** How long a one-time code is valid (default 10 minutes). */
  otpTtlMs?: number
  /**
   * Whether a known e-mail's first login from a new device confirms it by a link sent to the
   * e-mail first (SPEC §4 'VERIFY_DEVICE'). Default true.
   */
  verifyNewDevices?: boolean
  /**
   * Farcaster login (Sign In With Farcaster): the ID registry on one of `chains`, the name table,
   * and the relay (a local stand-in is started when `relayUrl` is not given). Off without it.
   */
  farcaster?: FarcasterConfig
}

/** A running secure site. */
export type RunningSecure = {
  /** `http://127.0.0.1:PORT`: the frame's origin; the frame page is at `/`. */
  url: string
  port: number
  /** The SMTP sink started because no `smtp` was given, else undefined. */
  smtpSink: SmtpSink | undefined
  /** The dev OpenID Connect issuer social login signs in with (its client id `appkit-secure`). */
  devIssuer: DevIssuer
  /** The Farcaster relay stand-in started because no `farcaster.relayUrl` was given, else undefined. */
  farcasterRelay: FarcasterRelay | undefined
  /** Closes the server (and the sink it started). */
  stop: () => Promise<void>
}

const MAX_BODY_BYTES = 64 * 1024
/** The frame's client id header: random, made by the frame and kept in its own storage. */
export const CLIENT_ID_HEADER = 'x-appkit-client'
const CLIENT_ID = /^[A-Za-z0-9_-]{16,64}$/

/** The caller of `request`: its address (the proxy's header when configured) and client id. */
function clientOf(request: IncomingMessage, addressHeader: string | undefined): SecureClient {
  const forwarded = addressHeader ? request.headers[addressHeader.toLowerCase()] : undefined
  const address =
    typeof forwarded === 'string' && forwarded.length <= 100
      ? (forwarded.split(',')[0]?.trim() ?? '')
      : (request.socket.remoteAddress ?? '')
  const id = request.headers[CLIENT_ID_HEADER]
  return { address, id: typeof id === 'string' && CLIENT_ID.test(id) ? id : '' }
}
const SOCIAL_CLIENT_ID = 'appkit-secure'

/** The request body as text, or undefined when it is over the limit (the rest is drained). */
function readBody(request: IncomingMessage): Promise<string | undefined> {
  return new Promise((resolve, reject) => {
    let size = 0
    const chunks: Buffer[] = []
    request.on('data', (chunk: Buffer) => {
      size += chunk.length
      if (size <= MAX_BODY_BYTES) chunks.push(chunk)
    })
    request.on('end', () =>
      resolve(size > MAX_BODY_BYTES ? undefined : Buffer.concat(chunks).toString('utf8')),
    )
    request.on('error', reject)
  })
}

/**
 * Starts the embedded wallet's secure site on 127.0.0.1 (its own origin): the frame page at `/`
 * (only `allowedOrigins` may embed it), its bundled script at `/frame.js`, and the frame's JSON
 * API under `/api/` (`POST`, same-origin only: the `Origin` header must be this site's).
 *
 * @example
 * const secure = await startSecure({ allowedOrigins: ['http://127.0.0.1:5173'], chains: [{ chainId: 1, rpcUrl }] })
 * // <iframe src={secure.url}> in the dapp; codes land in secure.smtpSink
 */
export async function startSecure(options: StartSecureOptions): Promise<RunningSecure> {
  if (options.chains.length === 0) throw new TypeError('At least one chain is needed')
  const allowedOrigins = normalizeOrigins(options.allowedOrigins)
  const now = options.now ?? Date.now
  const database = options.database ?? {}
  const cipher = new KeyCipher(
    readKeyEncryptionKey({
      configured: options.keyEncryptionKey,
      production: options.production ?? process.env.NODE_ENV === 'production',
      dataDir: database.dataDir,
      external: Boolean(database.url),
    }),
  )
  const db = await openSecureDatabase(database)
  let wallets: WalletStore
  try {
    wallets = await WalletStore.open(db, cipher)
  } catch (error) {
    await db.close()
    throw error
  }
  const smtpSink = options.smtp ? undefined : await startSmtpSink()
  const smtp = options.smtp ?? { host: '127.0.0.1', port: smtpSink?.port ?? 0 }
  // The real providers cannot run here: social login signs in at a dev issuer on 127.0.0.1.
  const socialClients: Record<string, string[]> = { [SOCIAL_CLIENT_ID]: [] }
  const devIssuer = await startDevIssuer({ clients: socialClients })
  const farcaster = options.farcaster
  const registryChain = options.chains.find(
    (chain) => chain.chainId === farcaster?.registry.chainId,
  )
  if (farcaster && !registryChain)
    throw new TypeError('The Farcaster ID registry must be on one of the configured chains')
  // The real relay cannot be reached here: without a configured one, a stand-in on 127.0.0.1.
  const farcasterRelay =
    farcaster && !farcaster.relayUrl
      ? await startFarcasterRelay({
          now,
          ...(farcaster.deepLink ? { deepLink: farcaster.deepLink } : {}),
          ...(farcaster.channelTtlMs ? { channelTtlMs: farcaster.channelTtlMs } : {}),
          app: { chainId: farcaster.registry.chainId, accounts: farcaster.appAccounts ?? [] },
        })
      : undefined
  const farcasterRelayUrl = farcaster?.relayUrl ?? farcasterRelay?.url
  let social: SocialClient | undefined
  const script = await buildFrameScript()
  const policy = framePagePolicy(allowedOrigins)
  const api = createSecureApi({
    otp: new OtpStore({ now, ...(options.otpTtlMs ? { ttlMs: options.otpTtlMs } : {}) }),
    wallets,
    sessions: new SessionStore(now, options.sessionTtlMs),
    now,
    ...(options.loginLimits ? { loginLimits: options.loginLimits } : {}),
    approvals: new ApprovalStore({ now }),
    chains: options.chains,
    solanaChains: options.solanaChains ?? [],
    smtp,
    mailFrom: options.mailFrom ?? 'login@appkit-secure.localhost',
    devices: new DeviceStore(db),
    siteUrl: () => origin,
    ...(options.otpTtlMs ? { codeTtlMs: options.otpTtlMs } : {}),
    ...(options.verifyNewDevices === false ? { verifyNewDevices: false } : {}),
    farcaster: () =>
      farcaster && farcasterRelayUrl && registryChain
        ? { ...farcaster, relayUrl: farcasterRelayUrl, rpcUrl: registryChain.rpcUrl }
        : undefined,
    social: () => {
      if (!social) throw new Error('The site is not listening yet')
      return social
    },
  })
  let origin = ''

  const server = createServer(async (request, response) => {
    const requestUrl = new URL(request.url ?? '/', 'http://secure')
    const path = requestUrl.pathname
    // The language a page is asked in (`?locale=`): a shipped one, else English; never echoed raw.
    const locale = readSecureLocale(requestUrl.searchParams.get('locale')) ?? 'en'
    const base = { 'x-content-type-options': 'nosniff', 'cache-control': 'no-store' }
    const json = (status: number, body: unknown) =>
      response
        .writeHead(status, { ...base, 'content-type': 'application/json' })
        .end(JSON.stringify(body))
    if (request.method === 'GET' && path === '/') {
      response.writeHead(200, {
        ...base,
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': policy,
        'referrer-policy': 'no-referrer',
      })
      return response.end(renderFramePage({ allowedOrigins }, locale))
    }
    if (request.method === 'GET' && path === script.path) {
      response.writeHead(200, { ...base, 'content-type': 'text/javascript' })
      return response.end(script.contents)
    }
    if (request.method === 'GET' && path === FRAME_CSS_PATH) {
      response.writeHead(200, { ...base, 'content-type': 'text/css; charset=utf-8' })
      return response.end(FRAME_CSS)
    }
    if (request.method === 'GET' && path === SOCIAL_CALLBACK_PATH) {
      response.writeHead(200, {
        ...base,
        'content-type': 'text/html; charset=utf-8',
        'content-security-policy': "default-src 'none'; script-src 'self'; frame-ancestors 'none'",
        'referrer-policy': 'no-referrer',
      })
      // In the language the sign-in was started in (its state's).
      const started = social?.localeOf(requestUrl.searchParams.get('state')) ?? 'en'
      return response.end(renderSocialCallbackPage({ allowedOrigins }, started))
    }
    if (request.method === 'GET' && path === SOCIAL_CALLBACK_SCRIPT_PATH) {
      response.writeHead(200, { ...base, 'content-type': 'text/javascript' })
      return response.end(SOCIAL_CALLBACK_SCRIPT)
    }
    if (path === DEVICE_PAGE_PATH && (request.method === 'GET' || request.method === 'POST')) {
      const html = (status: number, body: string) =>
        response
          .writeHead(status, {
            ...base,
            'content-type': 'text/html; charset=utf-8',
            'content-security-policy': DEVICE_PAGE_POLICY,
            // Not no-referrer: Chromium then sends `Origin: null` with the page's own form.
            'referrer-policy': 'same-origin',
          })
          .end(body)
      if (request.method === 'GET') {
        const token = requestUrl.searchParams.get('token') ?? ''
        const link = await api('device-link', { token }, undefined)
        const email = (link.body as { email?: unknown }).email
        return typeof email === 'string'
          ? html(200, renderDevicePage(token, email, locale))
          : html(404, renderDeviceInvalid(locale))
      }
      // The page's own form only: another site cannot approve a device for the visitor.
      if (request.headers.origin !== origin) return html(403, renderDeviceInvalid(locale))
      const text = (await readBody(request).catch(() => undefined)) ?? ''
      const form = new URLSearchParams(text)
      const token = form.get('token')
      const formLocale = readSecureLocale(form.get('locale')) ?? 'en'
      const client = clientOf(request, options.clientAddressHeader)
      const answer = await api('confirm-device', { token }, undefined, undefined, client)
      const email = (answer.body as { email?: unknown }).email
      return answer.status === 200 && typeof email === 'string'
        ? html(200, renderDeviceApproved(email, formLocale))
        : html(answer.status, renderDeviceInvalid(formLocale))
    }
    if (request.method === 'GET' && path === '/health') return json(200, { ok: true })
    if (!path.startsWith('/api/')) return json(404, { error: 'Not found' })
    if (request.method !== 'POST') return json(405, { error: 'POST only' })
    if (request.headers.origin !== origin) return json(403, { error: 'Origin not allowed' })
    if (!request.headers['content-type']?.startsWith('application/json'))
      return json(415, { error: 'JSON only' })
    const text = await readBody(request).catch(() => undefined)
    if (text === undefined) return json(413, { error: 'Request too large' })
    let body: unknown
    try {
      body = text ? JSON.parse(text) : {}
    } catch {
      return json(400, { error: 'Invalid JSON' })
    }
    const authorization = request.headers.authorization
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined
    // A caller that goes away (the frame aborted the request, RPC_ABORT) stops what is still to do.
    const gone = new AbortController()
    response.on('close', () => {
      if (!response.writableFinished) gone.abort()
    })
    const client = clientOf(request, options.clientAddressHeader)
    const answer = await api(path.slice('/api/'.length), body, token, gone.signal, client)
    return json(answer.status, answer.body)
  })

  try {
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject)
      server.listen(options.port ?? 0, '127.0.0.1', () => {
        server.off('error', reject)
        resolve()
      })
    })
  } catch (error) {
    await smtpSink?.stop()
    await devIssuer.stop()
    await farcasterRelay?.stop()
    await db.close()
    throw error
  }
  const { port } = server.address() as AddressInfo
  origin = `http://127.0.0.1:${port}`
  const redirectUri = `${origin}${SOCIAL_CALLBACK_PATH}`
  socialClients[SOCIAL_CLIENT_ID]?.push(redirectUri)
  social = createSocialClient({ issuer: devIssuer.url, clientId: SOCIAL_CLIENT_ID, redirectUri })
  return {
    url: origin,
    port,
    smtpSink,
    devIssuer,
    farcasterRelay,
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await smtpSink?.stop()
      await devIssuer.stop()
      await farcasterRelay?.stop()
      await db.close()
    },
  }
}
