import type { WebSocket } from 'ws'
import type { StoredMessage } from './RedisRelayStore'
import { subscriptionId } from './subscriptionId'

/** Unacknowledged pushes remembered per socket; the oldest is forgotten past this. */
const maxPendingAcksPerSocket = 10_000

interface PendingAck {
  clientId: string
  topic: string
  messageId: string
}

/** The open sockets of each client id, and the `irn_subscription` pushes awaiting their ack. */
export class RelayConnections {
  private readonly socketsByClient = new Map<string, Set<WebSocket>>()
  private readonly acksBySocket = new Map<WebSocket, Map<number, PendingAck>>()
  private nextRpcId = Date.now() * 1000

  /** Registers an open socket of a client. */
  add(clientId: string, socket: WebSocket): void {
    const sockets = this.socketsByClient.get(clientId) ?? new Set<WebSocket>()
    sockets.add(socket)
    this.socketsByClient.set(clientId, sockets)
    this.acksBySocket.set(socket, new Map())
  }

  /** Forgets a closed socket and the pushes it never acknowledged. */
  remove(clientId: string, socket: WebSocket): void {
    const sockets = this.socketsByClient.get(clientId)
    sockets?.delete(socket)
    if (sockets?.size === 0) this.socketsByClient.delete(clientId)
    this.acksBySocket.delete(socket)
  }

  /** Whether a client has an open socket on this relay process. */
  has(clientId: string): boolean {
    return this.socketsByClient.has(clientId)
  }

  /** Every open socket. */
  sockets(): WebSocket[] {
    return [...this.acksBySocket.keys()]
  }

  /** Pushes a stored message to every open socket of a client as `irn_subscription`. */
  push(clientId: string, stored: StoredMessage): void {
    for (const socket of this.socketsByClient.get(clientId) ?? []) {
      if (socket.readyState !== socket.OPEN) continue
      const id = this.nextRpcId++
      const acks = this.acksBySocket.get(socket)
      acks?.set(id, { clientId, topic: stored.topic, messageId: stored.id })
      if (acks && acks.size > maxPendingAcksPerSocket) {
        const oldest = acks.keys().next().value
        if (oldest !== undefined) acks.delete(oldest)
      }
      socket.send(
        JSON.stringify({
          id,
          jsonrpc: '2.0',
          method: 'irn_subscription',
          params: {
            id: subscriptionId(stored.topic, clientId),
            data: {
              topic: stored.topic,
              message: stored.message,
              publishedAt: stored.publishedAt,
              tag: stored.tag,
              attestation: stored.attestation,
            },
          },
        }),
      )
    }
  }

  /** Takes the pending push a socket's response answers, if any. */
  takeAck(socket: WebSocket, rpcId: unknown): PendingAck | undefined {
    if (typeof rpcId !== 'number') return undefined
    const acks = this.acksBySocket.get(socket)
    const pending = acks?.get(rpcId)
    acks?.delete(rpcId)
    return pending
  }
}
