import type { WebSocket } from 'ws'
import type { ConnectionQuota } from './ConnectionQuota'
import type { RelayConnections } from './RelayConnections'
import type { RelayHub } from './RelayHub'
import { RelayRpcError, relayErrorCodes } from './RelayRpcError'
import { readParamsObject } from './readParams'
import type { RelayLimits } from './relayLimits'
import { type MethodOutcome, relayMethods } from './relayMethods'

/** What a socket's messages are served with. */
export interface SocketContext {
  clientId: string
  socket: WebSocket
  hub: RelayHub
  connections: RelayConnections
  limits: RelayLimits
  quota: ConnectionQuota
  log: (line: string) => void
}

type RpcId = string | number | null

function send(socket: WebSocket, payload: unknown): void {
  if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(payload))
}

function sendError(socket: WebSocket, id: RpcId, error: RelayRpcError): void {
  const data = error.details === undefined ? {} : { data: error.details }
  send(socket, { id, jsonrpc: '2.0', error: { code: error.code, message: error.message, ...data } })
}

function toRpcError(error: unknown, log: (line: string) => void): RelayRpcError {
  if (error instanceof RelayRpcError) return error
  log(`internal error: ${error instanceof Error ? error.message : String(error)}`)
  return new RelayRpcError(relayErrorCodes.internalError, 'Internal error', { cause: error })
}

function readId(value: unknown): RpcId {
  return typeof value === 'string' || typeof value === 'number' ? value : null
}

/**
 * Serves one text frame of a client: a JSON-RPC request, or the ack of an `irn_subscription`.
 * Resolves once the answer (and any replay it starts) is sent; a socket's frames are served in order.
 */
export async function handleSocketMessage(text: string, context: SocketContext): Promise<void> {
  const { socket, hub, clientId, log } = context
  let payload: Record<string, unknown>
  try {
    payload = readParamsObject(JSON.parse(text))
  } catch (cause) {
    sendError(socket, null, new RelayRpcError(relayErrorCodes.parseError, 'Parse error', { cause }))
    return
  }
  const id = readId(payload.id)
  if (payload.method === undefined) {
    const pending = context.connections.takeAck(socket, payload.id)
    if (pending && payload.result === true) {
      await hub.acknowledge(pending.clientId, pending.messageId).catch((error: unknown) => {
        toRpcError(error, log)
      })
    }
    return
  }
  if (typeof payload.method !== 'string' || id === null) {
    sendError(socket, id, new RelayRpcError(relayErrorCodes.invalidRequest, 'Invalid request'))
    return
  }
  const method = Object.hasOwn(relayMethods, payload.method)
    ? relayMethods[payload.method]
    : undefined
  if (!method) {
    const error = new RelayRpcError(
      relayErrorCodes.methodNotFound,
      `Method not found: ${payload.method.slice(0, 64)}`,
      { details: { method: payload.method.slice(0, 64) } },
    )
    sendError(socket, id, error)
    return
  }
  let outcome: MethodOutcome
  try {
    outcome = await method(
      { hub, clientId, quota: context.quota, limits: context.limits },
      readParamsObject(payload.params),
    )
  } catch (error) {
    sendError(socket, id, toRpcError(error, log))
    return
  }
  send(socket, { id, jsonrpc: '2.0', result: outcome.result })
  await outcome.after?.().catch((error: unknown) => {
    toRpcError(error, log)
  })
}
