import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { ConnectionQuota } from './ConnectionQuota'
import { handleSocketMessage } from './handleSocketMessage'
import { processRedis } from './processRedis'
import { RedisRelayStore } from './RedisRelayStore'
import { RelayConnections } from './RelayConnections'
import { RelayHub } from './RelayHub'
import { ClientAuthError } from './RelayRpcError'
import { refuseUpgrade } from './refuseUpgrade'
import { defaultRelayLimits, type RelayLimits } from './relayLimits'
import { verifyClientJwt } from './verifyClientJwt'

const maxMissedPongs = 2
/** Request line and headers together; a real client's upgrade is well under 2 KiB. */
const maxHeaderBytes = 8 * 1024

/** Options of `startRelay`; all optional. */
export interface StartRelayOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /**
   * The Redis that holds messages, subscriptions and quotas, shared by every relay process of a
   * deployment (`redis://127.0.0.1:PORT`). Without it the relay uses a throwaway redis-server of
   * this process (started on first use, ended by its pid at exit) under a key prefix of its own,
   * so a relay started anew without one starts empty.
   */
  redisUrl?: string
  /** Prefix of the relay's Redis keys and channel; `relay:` by default. */
  redisKeyPrefix?: string
  /** Caps; missing ones take `defaultRelayLimits`. */
  limits?: Partial<RelayLimits>
  /** Clock in milliseconds, for message ttl and JWT expiry. */
  now?: () => number
  /** How often each socket is pinged; one that leaves two pings in a row unanswered is dropped. */
  pingIntervalMs?: number
  /** Receives one line per connection event; silent by default. */
  log?: (line: string) => void
}

/** A running relay. */
export interface RunningRelay {
  /** `ws://127.0.0.1:PORT`, the `relayUrl` to give the clients. */
  url: string
  port: number
  /** The Redis it stores in. */
  redisUrl: string
  /** Number of open client sockets. */
  openSockets: () => number
  /** Closes every socket, the server and its Redis connections. */
  stop: () => Promise<void>
}

function authenticate(request: IncomingMessage, nowSeconds: number, maxLength: number): string {
  const auth = new URL(request.url ?? '/', 'http://relay').searchParams.get('auth')
  if (!auth) throw new ClientAuthError('the auth query parameter is missing')
  if (auth.length > maxLength)
    throw new ClientAuthError(`the auth JWT is over ${maxLength} characters`)
  return verifyClientJwt(auth, nowSeconds).iss
}

/** Starts the local WalletConnect relay on 127.0.0.1, storing in Redis. */
export async function startRelay(options: StartRelayOptions = {}): Promise<RunningRelay> {
  const limits: RelayLimits = { ...defaultRelayLimits, ...options.limits }
  const now = options.now ?? Date.now
  const log = options.log ?? (() => {})
  const own = options.redisUrl ? undefined : await processRedis()
  const redisUrl = options.redisUrl ?? own?.url ?? ''
  const connections = new RelayConnections()
  let hub: RelayHub | undefined
  const store = await RedisRelayStore.connect(
    redisUrl,
    limits,
    (message) => {
      hub?.fanOut(message).catch((error: unknown) => log(`fan-out failed: ${String(error)}`))
    },
    options.redisKeyPrefix ?? own?.prefix,
  )
  hub = new RelayHub(
    store,
    limits,
    now,
    (clientId, stored) => connections.push(clientId, stored),
    (clientId) => connections.has(clientId),
  )
  const maxPayload = Math.max(4 * 1024 * 1024, 4 * limits.maxMessageBytes)
  const wss = new WebSocketServer({ noServer: true, maxPayload })
  const missedPongs = new WeakMap<WebSocket, number>()

  const server = createServer({ maxHeaderSize: maxHeaderBytes }, (request, response) => {
    const healthy = request.url === '/health'
    response.writeHead(healthy ? 200 : 426, { 'content-type': 'application/json' })
    response.end(JSON.stringify(healthy ? { ok: true } : { error: 'WebSocket upgrade required' }))
  })
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    const tooLarge = error.code === 'HPE_HEADER_OVERFLOW'
    log(`refused a request the HTTP parser rejected: ${error.code ?? error.message}`)
    refuseUpgrade(
      socket,
      tooLarge ? 431 : 400,
      tooLarge
        ? `Request line and headers are over ${maxHeaderBytes} bytes`
        : 'Malformed HTTP request',
    )
  })
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    let clientId: string
    try {
      clientId = authenticate(request, Math.floor(now() / 1000), limits.maxAuthLength)
    } catch (error) {
      const reason = error instanceof ClientAuthError ? error.message : 'Client auth refused'
      const tooLong =
        error instanceof ClientAuthError && error.reason.startsWith('the auth JWT is over')
      log(`refused a socket: ${reason}`)
      refuseUpgrade(socket, tooLong ? 414 : 401, reason)
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      const context = {
        clientId,
        socket: ws,
        hub: hub as RelayHub,
        connections,
        limits,
        quota: new ConnectionQuota(limits, now()),
        log,
      }
      connections.add(clientId, ws)
      // Frames of one socket are served one after another, in the order they came.
      let queue: Promise<void> = (hub as RelayHub).touch(clientId).catch(() => {})
      missedPongs.set(ws, 0)
      log(`client ${clientId.slice(-8)} connected`)
      ws.on('pong', () => missedPongs.set(ws, 0))
      ws.on('message', (data, isBinary) => {
        if (isBinary) return
        const text = data.toString()
        queue = queue.then(() => handleSocketMessage(text, context))
      })
      ws.on('close', () => {
        connections.remove(clientId, ws)
        log(`client ${clientId.slice(-8)} disconnected`)
      })
      ws.on('error', () => ws.terminate())
    })
  })

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(options.port ?? 0, '127.0.0.1', () => {
      server.off('error', reject)
      resolve()
    })
  }).catch(async (error: unknown) => {
    await store.close()
    throw error
  })
  const { port } = server.address() as AddressInfo

  const pinger = setInterval(() => {
    for (const ws of connections.sockets()) {
      const missed = missedPongs.get(ws) ?? 0
      if (missed >= maxMissedPongs) {
        log(`dropped a socket that answered none of ${missed} pings`)
        ws.terminate()
        continue
      }
      missedPongs.set(ws, missed + 1)
      ws.ping()
    }
  }, options.pingIntervalMs ?? 10_000)
  pinger.unref()

  return {
    url: `ws://127.0.0.1:${port}`,
    port,
    redisUrl,
    openSockets: () => connections.sockets().length,
    stop: async () => {
      clearInterval(pinger)
      for (const ws of connections.sockets()) ws.terminate()
      wss.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
      await store.close()
    },
  }
}
