import type { ApprovalSummary } from '../approvals/ApprovalSummary'
import { readSecureLocale, type SecureLocale } from '../i18n/secureLocales'
import { isSafeWalletMethod } from '../rpc/safeWalletMethods'
import type { ApprovalPrompt } from './approval/createApprovalPrompt'
import { type FrameApi, FrameApiError } from './createFrameApi'
import {
  type FrameDappData,
  type FrameTheme,
  readFrameDappData,
  readFrameTheme,
} from './readFrameSync'

/** Where the frame keeps its session token (the frame's own localStorage, or memory). */
export type TokenStorage = {
  get: () => string | undefined
  set: (token: string) => void
  clear: () => void
}

/** What {@link createFrameHost} needs. */
export type CreateFrameHostParameters = {
  api: FrameApi
  storage: TokenStorage
  /** Posts a reply to the parent, at its exact origin (never '*'). */
  post: (message: { type: string; id: string; payload?: unknown }) => void
  /** Applies the dapp's theme to the frame's page (SYNC_THEME). */
  onTheme?: (theme: FrameTheme) => void
  /** The language the frame starts in (its URL's `locale`, else the browser's); default English. */
  locale?: SecureLocale
  /** Shows the frame in the modal's language (SYNC_LOCALE). */
  onLocale?: (locale: SecureLocale) => void
  /** Shows a not-safe request in the frame and resolves the visitor's click. */
  prompt: ApprovalPrompt
  /** How often CONNECT_DEVICE asks whether the device link was opened (default 1000 ms). */
  devicePollMs?: number
}

/** The frame's side of the protocol. */
export type FrameHost = {
  /** Handles one message from the parent (already checked to come from the allowed origin). */
  handle: (data: unknown) => Promise<void>
  /** The dapp's theme (SYNC_THEME), once sent. */
  readonly theme: FrameTheme | undefined
  /** The dapp's metadata and SDK data (SYNC_DAPP_DATA), once sent. */
  readonly dappData: FrameDappData | undefined
  /** The language of the frame and of the e-mails and pages it asks for (SYNC_LOCALE). */
  readonly locale: SecureLocale
}

type Request = { type: string; id: string; payload: unknown }

function readRequest(data: unknown): Request | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const { type, id, payload } = data as Record<string, unknown>
  if (typeof type !== 'string' || typeof id !== 'string' || id.length === 0 || id.length > 200)
    return undefined
  return { type, id, payload }
}

function read(payload: unknown, name: string): unknown {
  return typeof payload === 'object' && payload !== null && Object.hasOwn(payload, name)
    ? (payload as Record<string, unknown>)[name]
    : undefined
}

/**
 * The embedded wallet frame's message handling (SPEC §4, §7 'Frame messages'): each request
 * `{ type, id, payload }` is answered with `{ type: TYPE_SUCCESS, id, payload }` or
 * `{ type: TYPE_ERROR, id, payload: { message } }`. Handles CONNECT_EMAIL (answers its action:
 * VERIFY_OTP, or VERIFY_DEVICE for a known e-mail on a new device), CONNECT_DEVICE (resolves
 * once the visitor approved the device by the e-mailed link and the code went out), CONNECT_OTP,
 * UPDATE_EMAIL, UPDATE_EMAIL_PRIMARY_OTP and UPDATE_EMAIL_SECONDARY_OTP (the e-mail change), GET_SOCIAL_REDIRECT_URI, CONNECT_SOCIAL, GET_FARCASTER_URI and CONNECT_FARCASTER (polls until the Farcaster app answered), RELOAD (ends a pending Farcaster sign-in), GET_USER, IS_CONNECTED, GET_CHAIN_ID,
 * SWITCH_NETWORK, GET_SMART_ACCOUNT_ENABLED_NETWORKS, INIT_SMART_ACCOUNT, SET_PREFERRED_ACCOUNT
 * (`{ type: 'eoa' | 'smartAccount' }`: answers the user on that account, or the error that left it
 * on the EOA), SIGN_OUT and RPC_REQUEST, SYNC_THEME and SYNC_DAPP_DATA (kept, the theme
 * applied through `onTheme`), SYNC_LOCALE (the modal's language, one of the shipped ones, else
 * English: the frame's text, and the `locale` of every call that sends an e-mail or opens a page
 * — the codes, the device link, the e-mail change, the social popup) and RPC_ABORT (the pending RPC_REQUESTs' API calls are aborted, so
 * the server stops them; they answer 'Request was aborted'); any other type gets its _ERROR reply.
 * An RPC_REQUEST for a not-safe method (anything but SPEC §6's safe ones, unknown methods
 * included) is shown in the frame first: the server summarises it and records it, the visitor's
 * Approve there obtains its single-use approval, and only then is it sent with that approval;
 * Reject answers 4001 (EIP-1193 'User rejected the request.'). Nothing in the dapp's message can
 * carry an approval. RPC_ABORT also withdraws the requests still waiting for a click.
 */
export function createFrameHost(parameters: CreateFrameHostParameters): FrameHost {
  const { api, storage } = parameters
  let pendingEmail: string | undefined
  /** The Farcaster sign-in waiting for the app: its relay channel and the poll's stop. */
  let farcaster: { channel: string; stop: AbortController } | undefined
  let theme: FrameTheme | undefined
  let dappData: FrameDappData | undefined
  let locale: SecureLocale = parameters.locale ?? 'en'
  const rpcCalls = new Set<AbortController>()

  const session = () => {
    const token = storage.get()
    if (!token) throw new FrameApiError('Not connected', 401, 4100)
    return token
  }

  const handlers: Record<string, (payload: unknown) => Promise<unknown>> = {
    CONNECT_EMAIL: async (payload) => {
      const email = read(payload, 'email')
      const answer = await api('connect-email', { email, locale })
      if (typeof email === 'string') pendingEmail = email
      return { action: read(answer, 'action') }
    },
    CONNECT_DEVICE: async () => {
      const email = pendingEmail
      if (!email) throw new FrameApiError('No code was sent to this e-mail', 400)
      // The server answers 202 while the link is unopened, then sends the code (410 once expired).
      while (read(await api('connect-device', { email, locale }), 'action') === 'VERIFY_DEVICE')
        await new Promise((resolve) => setTimeout(resolve, parameters.devicePollMs ?? 1000))
      return {}
    },
    UPDATE_EMAIL: async (payload) =>
      api('update-email', { email: read(payload, 'email'), locale }, session()),
    UPDATE_EMAIL_PRIMARY_OTP: async (payload) =>
      api('update-email-primary-otp', { otp: read(payload, 'otp'), locale }, session()),
    UPDATE_EMAIL_SECONDARY_OTP: async (payload) =>
      api('update-email-secondary-otp', { otp: read(payload, 'otp') }, session()),
    CONNECT_OTP: async (payload) => {
      if (!pendingEmail) throw new FrameApiError('No code was sent to this e-mail', 400)
      const otp = read(payload, 'otp')
      const chainId = read(payload, 'chainId')
      const answer = await api('connect-otp', { email: pendingEmail, otp, chainId })
      const token = read(answer, 'token')
      if (typeof token === 'string') storage.set(token)
      pendingEmail = undefined
      return {}
    },
    GET_SOCIAL_REDIRECT_URI: async (payload) =>
      api('social-redirect-uri', { provider: read(payload, 'provider'), locale }),
    CONNECT_SOCIAL: async (payload) => {
      const answer = await api('connect-social', {
        uri: read(payload, 'uri'),
        chainId: read(payload, 'chainId'),
      })
      const token = read(answer, 'token')
      if (typeof token === 'string') storage.set(token)
      return read(answer, 'user')
    },
    GET_FARCASTER_URI: async () => {
      farcaster?.stop.abort()
      const answer = await api('farcaster-uri', {})
      const channel = read(answer, 'channel')
      if (typeof channel !== 'string')
        throw new FrameApiError('Failed to connect to farcaster', 502)
      farcaster = { channel, stop: new AbortController() }
      return { url: read(answer, 'url') }
    },
    // Waits for the Farcaster app's answer (the server answers 202 until then), then logs in.
    CONNECT_FARCASTER: async (payload) => {
      const started = farcaster
      if (!started) throw new FrameApiError('Failed to connect to farcaster', 400)
      const body = { channel: started.channel, chainId: read(payload, 'chainId') }
      let answer = await api('connect-farcaster', body)
      while (read(answer, 'state') === 'pending') {
        await new Promise((resolve) => setTimeout(resolve, parameters.devicePollMs ?? 1000))
        if (started.stop.signal.aborted) throw new FrameApiError('Request was aborted', 499)
        answer = await api('connect-farcaster', body)
      }
      if (farcaster === started) farcaster = undefined
      const token = read(answer, 'token')
      if (typeof token === 'string') storage.set(token)
      return read(answer, 'user')
    },
    // SPEC §2: leaving ConnectingFarcaster reloads the auth connector: the pending sign-in ends.
    RELOAD: async () => {
      const started = farcaster
      farcaster = undefined
      started?.stop.abort()
      if (started) await api('farcaster-cancel', { channel: started.channel }).catch(() => {})
      return {}
    },
    GET_USER: async (payload) => {
      const token = session()
      const chainId = read(payload, 'chainId')
      // An EVM id (number or eip155:N) or a Solana CAIP-2 id: the user answers on that chain.
      if (typeof chainId === 'number' || typeof chainId === 'string')
        await api('switch-network', { chainId }, token)
      return api('user', {}, token)
    },
    IS_CONNECTED: async () => {
      const token = storage.get()
      if (!token) return { isConnected: false }
      try {
        await api('user', {}, token)
        return { isConnected: true }
      } catch (error) {
        if (error instanceof FrameApiError && error.status === 401) storage.clear()
        else throw error
        return { isConnected: false }
      }
    },
    GET_CHAIN_ID: async () => ({ chainId: read(await api('user', {}, session()), 'chainId') }),
    SWITCH_NETWORK: async (payload) =>
      api('switch-network', { chainId: read(payload, 'chainId') }, session()),
    // SPEC §7 'smart account networks', 'init smart account', 'set preferred account'.
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: async () => api('smart-account-networks', {}),
    INIT_SMART_ACCOUNT: async () => api('init-smart-account', {}, session()),
    SET_PREFERRED_ACCOUNT: async (payload) =>
      api('set-preferred-account', { type: read(payload, 'type') }, session()),
    SIGN_OUT: async () => {
      const token = storage.get()
      storage.clear()
      if (token) await api('sign-out', {}, token)
      return {}
    },
    // Not a SPEC frame message: ends every session of this login, on every device.
    SIGN_OUT_EVERYWHERE: async () => {
      const answer = await api('sign-out-everywhere', {}, session())
      storage.clear()
      return answer
    },
    RPC_REQUEST: async (payload) => {
      const token = session()
      const method = read(payload, 'method')
      const params = read(payload, 'params')
      const call = new AbortController()
      rpcCalls.add(call)
      try {
        if (typeof method === 'string' && isSafeWalletMethod(method))
          return read(await api('rpc', { method, params }, token, call.signal), 'result')
        const prepared = await api('approvals/prepare', { method, params }, token, call.signal)
        const id = read(prepared, 'id')
        const approved = await parameters.prompt.ask(read(prepared, 'summary') as ApprovalSummary)
        if (call.signal.aborted) throw new FrameApiError('Request was aborted', 499)
        if (!approved) {
          await api('approvals/reject', { id }, token).catch(() => {})
          throw new FrameApiError('User rejected the request.', 400, 4001)
        }
        const { approval } = (await api('approvals/approve', { id }, token, call.signal)) as {
          approval: string
        }
        const answer = await api('rpc', { method, params, approval }, token, call.signal)
        return read(answer, 'result')
      } catch (error) {
        if (call.signal.aborted) throw new FrameApiError('Request was aborted', 499)
        throw error
      } finally {
        rpcCalls.delete(call)
      }
    },
    RPC_ABORT: async () => {
      for (const call of rpcCalls) call.abort()
      parameters.prompt.cancelAll()
      return {}
    },
    SYNC_THEME: async (payload) => {
      const next = readFrameTheme(payload)
      if (!next) throw new FrameApiError('Invalid theme', 400)
      theme = next
      parameters.onTheme?.(next)
      return {}
    },
    SYNC_DAPP_DATA: async (payload) => {
      dappData = readFrameDappData(payload)
      return {}
    },
    // Not a SPEC frame message: the modal's language. Anything but a shipped one is English.
    SYNC_LOCALE: async (payload) => {
      locale = readSecureLocale(read(payload, 'locale')) ?? 'en'
      parameters.onLocale?.(locale)
      return { locale }
    },
  }

  return {
    get theme() {
      return theme
    },
    get dappData() {
      return dappData
    },
    get locale() {
      return locale
    },
    handle: async (data) => {
      const request = readRequest(data)
      if (!request) return
      const handler = Object.hasOwn(handlers, request.type) ? handlers[request.type] : undefined
      try {
        if (!handler) throw new FrameApiError(`Unsupported request: ${request.type}`, 400)
        const payload = await handler(request.payload)
        parameters.post({ type: `${request.type}_SUCCESS`, id: request.id, payload })
      } catch (error) {
        const message = error instanceof Error ? error.message : 'An error occurred'
        const code = error instanceof FrameApiError ? error.code : undefined
        parameters.post({
          type: `${request.type}_ERROR`,
          id: request.id,
          payload: code === undefined ? { message } : { message, code },
        })
      }
    },
  }
}
