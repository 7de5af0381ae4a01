import { generateKeyPair, type Keypair, signJWT } from '@walletconnect/relay-auth'
import WebSocket from 'ws'

/** A JSON-RPC message as the relay sends it. */
export interface RelayFrame {
  id: number | string | null
  method?: string
  params?: {
    id: string
    data: { topic: string; message: string; tag: number; publishedAt: number }
  }
  result?: unknown
  error?: { code: number; message: string }
}

/** Signs a relay auth JWT the way `@walletconnect/core` does, with a chosen lifetime. */
export async function clientJwt(keyPair: Keypair, relayUrl: string, ttlSeconds = 86_400) {
  return signJWT('test-subject', relayUrl, ttlSeconds, keyPair)
}

/**
 * A bare JSON-RPC client of the relay for protocol tests: it speaks the wire format directly so a
 * test can send what the SDK clients never would (bad params, unknown methods, no acks).
 */
export class RawClient {
  readonly frames: RelayFrame[] = []
  private nextId = 1
  private waiters: Array<() => void> = []

  private constructor(
    readonly socket: WebSocket,
    readonly clientId: string,
    readonly keyPair: Keypair,
    readonly autoAck: boolean,
  ) {
    socket.on('message', (data) => {
      const frame = JSON.parse(data.toString()) as RelayFrame
      this.frames.push(frame)
      if (frame.method === 'irn_subscription' && this.autoAck) {
        socket.send(JSON.stringify({ id: frame.id, jsonrpc: '2.0', result: true }))
      }
      for (const wake of this.waiters.splice(0)) wake()
    })
  }

  /** Opens a socket with a valid JWT (or the given query) and resolves once it is open. */
  static async connect(
    relayUrl: string,
    options: { keyPair?: Keypair; autoAck?: boolean; autoPong?: boolean } = {},
  ): Promise<RawClient> {
    const keyPair = options.keyPair ?? generateKeyPair()
    const auth = await clientJwt(keyPair, relayUrl)
    const socket = new WebSocket(`${relayUrl}/?auth=${auth}&projectId=test`, {
      autoPong: options.autoPong ?? true,
    })
    await new Promise<void>((resolve, reject) => {
      socket.once('open', () => resolve())
      socket.once('error', reject)
    })
    const { iss } = JSON.parse(Buffer.from(auth.split('.')[1] ?? '', 'base64url').toString())
    return new RawClient(socket, iss as string, keyPair, options.autoAck ?? true)
  }

  /** Sends a request and resolves with its response frame. */
  async request(method: string, params: unknown): Promise<RelayFrame> {
    const id = this.nextId++
    this.socket.send(JSON.stringify({ id, jsonrpc: '2.0', method, params }))
    return this.waitFor((frame) => frame.id === id && frame.method === undefined)
  }

  /** Resolves with the first frame (already received or coming) that matches. */
  async waitFor(match: (frame: RelayFrame) => boolean): Promise<RelayFrame> {
    for (;;) {
      const found = this.frames.find(match)
      if (found) return found
      await new Promise<void>((resolve) => this.waiters.push(resolve))
    }
  }

  /** The `irn_subscription` pushes received so far for a topic. */
  pushes(topic: string): RelayFrame[] {
    return this.frames.filter(
      (frame) => frame.method === 'irn_subscription' && frame.params?.data.topic === topic,
    )
  }

  /** Closes the socket and resolves once it is closed. */
  async close(): Promise<void> {
    if (this.socket.readyState === WebSocket.CLOSED) return
    await new Promise<void>((resolve) => {
      this.socket.once('close', () => resolve())
      this.socket.close()
    })
  }
}

/** Tries to open a socket with the given query and resolves with the HTTP status of the refusal. */
export async function refusedStatus(url: string): Promise<number> {
  const socket = new WebSocket(url)
  return new Promise<number>((resolve, reject) => {
    socket.once('open', () => {
      socket.close()
      reject(new Error('the relay accepted the socket'))
    })
    socket.once('unexpected-response', (request, response) => {
      resolve(response.statusCode ?? 0)
      request.destroy()
    })
    socket.once('error', () => {})
  })
}

/** Opens a socket and resolves with the HTTP status of the accepted upgrade (101). */
export async function upgradeStatus(url: string): Promise<number> {
  const socket = new WebSocket(url)
  return new Promise<number>((resolve, reject) => {
    socket.once('upgrade', (response) => {
      resolve(response.statusCode ?? 0)
      socket.terminate()
    })
    socket.once('error', reject)
  })
}
