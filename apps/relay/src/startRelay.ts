import { createServer, type IncomingMessage } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { Duplex } from 'node:stream'
import { type WebSocket, WebSocketServer } from 'ws'
import { handleSocketMessage } from './handleSocketMessage'
import { RelayConnections } from './RelayConnections'
import { RelayHub } from './RelayHub'
import { ClientAuthError } from './RelayRpcError'
import { refuseUpgrade } from './refuseUpgrade'
import { defaultRelayLimits, type RelayLimits } from './relayLimits'
import { verifyClientJwt } from './verifyClientJwt'

const maxMissedPongs = 2

/** Options of `startRelay`; all optional. */
export interface StartRelayOptions {
  /** Port on 127.0.0.1; 0 (the default) picks a free one. */
  port?: number
  /** Caps on memory; missing ones take `defaultRelayLimits`. */
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
  /** Number of open client sockets. */
  openSockets: () => number
  /** Closes every socket and the server; stored messages are dropped. */
  stop: () => Promise<void>
}

function authenticate(request: IncomingMessage, nowSeconds: number): string {
  const auth = new URL(request.url ?? '/', 'http://relay').searchParams.get('auth')
  if (!auth) throw new ClientAuthError('the auth query parameter is missing')
  return verifyClientJwt(auth, nowSeconds).iss
}

/** Starts the local WalletConnect relay on 127.0.0.1. */
export async function startRelay(options: StartRelayOptions = {}): Promise<RunningRelay> {
  const limits: RelayLimits = { ...defaultRelayLimits, ...options.limits }
  const now = options.now ?? Date.now
  const log = options.log ?? (() => {})
  const connections = new RelayConnections()
  const hub = new RelayHub(limits, now, (clientId, stored) => connections.push(clientId, stored))
  const maxPayload = Math.max(4 * 1024 * 1024, 4 * limits.maxMessageBytes)
  const wss = new WebSocketServer({ noServer: true, maxPayload })
  const missedPongs = new WeakMap<WebSocket, number>()

  const server = createServer((request, response) => {
    const healthy = request.url === '/health'
    response.writeHead(healthy ? 200 : 426, { 'content-type': 'application/json' })
    response.end(JSON.stringify(healthy ? { ok: true } : { error: 'WebSocket upgrade required' }))
  })
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    let clientId: string
    try {
      clientId = authenticate(request, Math.floor(now() / 1000))
    } catch (error) {
      const reason = error instanceof ClientAuthError ? error.message : 'Client auth refused'
      log(`refused a socket: ${reason}`)
      refuseUpgrade(socket, 401, reason)
      return
    }
    wss.handleUpgrade(request, socket, head, (ws) => {
      connections.add(clientId, ws)
      hub.subscriptions.touch(clientId)
      missedPongs.set(ws, 0)
      log(`client ${clientId.slice(-8)} connected`)
      ws.on('pong', () => missedPongs.set(ws, 0))
      ws.on('message', (data, isBinary) => {
        if (isBinary) return
        handleSocketMessage(data.toString(), { clientId, socket: ws, hub, connections, limits })
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
  })
  const { port } = server.address() as AddressInfo

  const pinger = setInterval(() => {
    hub.store.prune()
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
    openSockets: () => connections.sockets().length,
    stop: async () => {
      clearInterval(pinger)
      for (const ws of connections.sockets()) ws.terminate()
      wss.close()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
