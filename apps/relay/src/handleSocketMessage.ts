import type { WebSocket } from 'ws'
import type { RelayConnections } from './RelayConnections'
import type { RelayHub } from './RelayHub'
import { RelayRpcError, relayErrorCodes } from './RelayRpcError'
import { readParamsObject } from './readParams'
import type { RelayLimits } from './relayLimits'
import { relayMethods } from './relayMethods'

/** What a socket's messages are served with. */
export interface SocketContext {
  clientId: string
  socket: WebSocket
  hub: RelayHub
  connections: RelayConnections
  limits: RelayLimits
}

type RpcId = string | number | null

function sendError(socket: WebSocket, id: RpcId, error: RelayRpcError): void {
  const data = error.details === undefined ? {} : { data: error.details }
  socket.send(
    JSON.stringify({
      id,
      jsonrpc: '2.0',
      error: { code: error.code, message: error.message, ...data },
    }),
  )
}

function toRpcError(error: unknown): RelayRpcError {
  if (error instanceof RelayRpcError) return error
  return new RelayRpcError(relayErrorCodes.internalError, 'Internal error', { cause: error })
}

function readId(value: unknown): RpcId {
  return typeof value === 'string' || typeof value === 'number' ? value : null
}

/** Serves one text frame of a client: a JSON-RPC request, or the ack of an `irn_subscription`. */
export function handleSocketMessage(text: string, context: SocketContext): void {
  const { socket, hub, clientId } = context
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
      hub.acknowledge(pending.clientId, pending.topic, pending.messageId)
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
      `Method not found: ${payload.method}`,
      { details: { method: payload.method } },
    )
    sendError(socket, id, error)
    return
  }
  try {
    const outcome = method(hub, clientId, readParamsObject(payload.params), context.limits)
    socket.send(JSON.stringify({ id, jsonrpc: '2.0', result: outcome.result }))
    outcome.after?.()
  } catch (error) {
    sendError(socket, id, toRpcError(error))
  }
}
