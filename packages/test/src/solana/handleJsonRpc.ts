import { SolanaRpcError } from './SolanaRpcError'
import { toJsonText } from './toJsonText'

/** Runs one method call; throws SolanaRpcError for an error answer, undefined method → null. */
export type JsonRpcCall = (method: string, params: readonly unknown[]) => unknown

type Id = string | number | null
type Response = { jsonrpc: '2.0'; id: Id; result?: unknown; error?: unknown }

const methodNotFound = new SolanaRpcError(-32601, 'Method not found')

function errorResponse(id: Id, error: SolanaRpcError): Response {
  const body: Record<string, unknown> = { code: error.code, message: error.message }
  if (error.data !== undefined) body.data = error.data
  return { jsonrpc: '2.0', error: body, id }
}

async function answer(request: unknown, call: JsonRpcCall): Promise<Response | undefined> {
  if (typeof request !== 'object' || request === null || Array.isArray(request)) {
    return errorResponse(null, new SolanaRpcError(-32600, 'Invalid request'))
  }
  const { jsonrpc, method, params, id } = request as Record<string, unknown>
  const isNotification = !('id' in request)
  const validId =
    id === undefined || id === null || typeof id === 'string' || typeof id === 'number'
  if (jsonrpc !== '2.0' || typeof method !== 'string' || !validId) {
    return errorResponse(
      validId ? ((id ?? null) as Id) : null,
      new SolanaRpcError(-32600, 'Invalid request'),
    )
  }
  const replyId = (id ?? null) as Id
  if (params !== undefined && !Array.isArray(params)) {
    return errorResponse(replyId, new SolanaRpcError(-32602, 'Invalid params: expected an array'))
  }
  try {
    const result = await call(method, params ?? [])
    if (result === undefined) throw methodNotFound
    return isNotification ? undefined : { jsonrpc: '2.0', result, id: replyId }
  } catch (error) {
    if (isNotification) return undefined
    if (error instanceof SolanaRpcError) return errorResponse(replyId, error)
    console.error(`[solana devnet] ${method} failed:`, error)
    return errorResponse(replyId, new SolanaRpcError(-32603, 'Internal error'))
  }
}

/**
 * Answers a JSON-RPC 2.0 text (one request or a batch) as a node does: -32700 for text that is
 * not JSON, -32600 for a request of the wrong shape, -32601 for an unknown method, -32603 for a
 * failure of the devnet itself. Undefined when nothing needs answering (only notifications).
 */
export async function handleJsonRpc(text: string, call: JsonRpcCall): Promise<string | undefined> {
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return toJsonText(errorResponse(null, new SolanaRpcError(-32700, 'Parse error')))
  }
  if (!Array.isArray(parsed)) {
    const response = await answer(parsed, call)
    return response && toJsonText(response)
  }
  if (parsed.length === 0)
    return toJsonText(errorResponse(null, new SolanaRpcError(-32600, 'Invalid request')))
  const responses: Response[] = []
  for (const request of parsed) {
    const response = await answer(request, call)
    if (response) responses.push(response)
  }
  return responses.length > 0 ? toJsonText(responses) : undefined
}
