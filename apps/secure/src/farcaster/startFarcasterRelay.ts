import { randomBytes } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { type ChannelAnswer, FarcasterChannels } from './FarcasterChannels'
import { type FarcasterAppAccount, handleFarcasterApp } from './farcasterAppPage'

/**
 * A local stand-in for the Farcaster auth relay (FIP-11 'Sign In With Farcaster', the protocol
 * `@farcaster/auth-client` speaks), which cannot be reached here. Same wire format:
 *
 * - `POST /v1/channel` `{ siweUri, domain, nonce?, notBefore?, expirationTime?, requestId? }`
 *   → 201 `{ channelToken, url, nonce }` (`url`: the deep link the QR code shows);
 * - `GET /v1/channel/status` with `Authorization: Bearer <channelToken>` → 202
 *   `{ state: 'pending', nonce, url }`, then 200 `{ state: 'completed', nonce, url, message,
 *   signature, fid, username, … }` once the app answered;
 * - `POST /v1/channel/authenticate` (the Farcaster app) with the same bearer token and
 *   `{ message, signature, fid, username?, displayName?, bio?, pfpUrl? }` → 201; once only (409).
 *
 * An unknown or expired channel answers 401. The relay checks nothing of the signature: as the
 * real one, it only carries it; the relying party verifies (the secure site, verifySiwfAnswer).
 * It also serves the Farcaster app stand-in at `/app` (farcasterAppPage.ts).
 */
export type FarcasterRelay = {
  /** `http://127.0.0.1:PORT`. */
  url: string
  stop: () => Promise<void>
}

/** Options of {@link startFarcasterRelay}. */
export type FarcasterRelayOptions = {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** The deep link the channel's URL starts with (default `farcaster://connect`). */
  deepLink?: string
  /** How long a channel lives (default 5 minutes). */
  channelTtlMs?: number
  now?: () => number
  /** The Farcaster app stand-in's accounts (custody keys of registered FIDs) and chain. */
  app?: { chainId: number; accounts: readonly FarcasterAppAccount[] }
}

/** The default deep link of a channel (the Farcaster app's `connect` link). */
export const FARCASTER_DEEP_LINK = 'farcaster://connect'
const CHANNEL_TTL_MS = 5 * 60_000
const MAX_BODY = 16 * 1024

/** Reads a JSON object body (at most 16 KiB), else undefined. */
export function readJson(request: IncomingMessage): Promise<Record<string, unknown> | undefined> {
  return new Promise((resolve) => {
    let text = ''
    request.setEncoding('utf8')
    request.on('data', (chunk: string) => {
      text += chunk
      if (text.length > MAX_BODY) request.destroy()
    })
    request.on('end', () => {
      try {
        const value = JSON.parse(text) as unknown
        resolve(value && typeof value === 'object' ? (value as Record<string, unknown>) : undefined)
      } catch {
        resolve(undefined)
      }
    })
    request.on('error', () => resolve(undefined))
  })
}

function send(response: ServerResponse, status: number, body: unknown) {
  response
    .writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' })
    .end(JSON.stringify(body))
}

const optionalString = (value: unknown) => (typeof value === 'string' ? value : undefined)

function readAnswer(body: Record<string, unknown> | undefined): ChannelAnswer | undefined {
  if (!body) return undefined
  const { message, signature, fid } = body
  if (typeof message !== 'string' || message.length > 4096) return undefined
  if (typeof signature !== 'string' || !/^0x[0-9a-fA-F]{130}$/.test(signature)) return undefined
  if (typeof fid !== 'number' || !Number.isSafeInteger(fid) || fid < 1) return undefined
  const extras = ['username', 'displayName', 'bio', 'pfpUrl'].flatMap((name) => {
    const value = optionalString(body[name])
    return value === undefined ? [] : [[name, value.slice(0, 256)]]
  })
  return {
    message,
    signature: signature as `0x${string}`,
    fid,
    ...Object.fromEntries(extras),
  }
}

/** Starts the relay stand-in on 127.0.0.1. */
export async function startFarcasterRelay(
  options: FarcasterRelayOptions = {},
): Promise<FarcasterRelay> {
  const now = options.now ?? Date.now
  const channels = new FarcasterChannels(now, options.channelTtlMs ?? CHANNEL_TTL_MS)
  const deepLink = options.deepLink ?? FARCASTER_DEEP_LINK
  let origin = ''

  const server = createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://relay')
    const authorization = request.headers.authorization
    const token = authorization?.startsWith('Bearer ') ? authorization.slice(7) : undefined
    if (url.pathname === '/v1/channel' && request.method === 'POST') {
      const body = await readJson(request)
      const siweUri = optionalString(body?.siweUri)
      const domain = optionalString(body?.domain)
      if (!siweUri || !URL.canParse(siweUri) || !domain || domain.length > 255)
        return send(response, 400, { error: 'siweUri and domain are required' })
      const asked = optionalString(body?.nonce)
      if (asked !== undefined && !/^[A-Za-z0-9]{8,64}$/.test(asked))
        return send(response, 400, { error: 'Invalid nonce' })
      const nonce = asked ?? randomBytes(16).toString('hex')
      const channel = channels.open({ nonce, siweUri, domain }, (channelToken) => {
        const link = new URL(deepLink)
        link.search = new URLSearchParams({ channelToken, nonce, siweUri, domain }).toString()
        return link.href
      })
      return send(response, 201, { channelToken: channel.channelToken, url: channel.url, nonce })
    }
    if (url.pathname === '/v1/channel/status' && request.method === 'GET') {
      const channel = channels.get(token)
      if (!channel) return send(response, 401, { error: 'Unknown or expired channel' })
      const { nonce } = channel
      if (!channel.answer) return send(response, 202, { state: 'pending', nonce, url: channel.url })
      return send(response, 200, { state: 'completed', nonce, url: channel.url, ...channel.answer })
    }
    if (url.pathname === '/v1/channel/authenticate' && request.method === 'POST') {
      const channel = channels.get(token)
      if (!channel) return send(response, 401, { error: 'Unknown or expired channel' })
      if (channel.answer) return send(response, 409, { error: 'The channel was already answered' })
      const answer = readAnswer(await readJson(request))
      if (!answer) return send(response, 400, { error: 'message, signature and fid are required' })
      channel.answer = answer
      return send(response, 201, { state: 'completed' })
    }
    if (url.pathname.startsWith('/app') && options.app)
      return handleFarcasterApp(request, response, { ...options.app, relayUrl: origin, now })
    return send(response, 404, { error: 'Not found' })
  })
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  })
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
  return {
    url: origin,
    stop: async () => {
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
