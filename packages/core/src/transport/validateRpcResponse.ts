import { InvalidRpcResponseError, RpcResponseError } from '../errors/transportErrors'

/** A JSON-RPC 2.0 request body. */
export type JsonRpcRequestBody = {
  jsonrpc: '2.0'
  id: number
  method: string
  params?: unknown
}

/**
 * Checks one JSON-RPC 2.0 response against the request id and returns its `result`
 * (EIP-1474). A reply with an error throws {@link RpcResponseError} (code, message, data), also
 * when its id is null or missing (a parse error, a rate limiter's bare error object);
 * a malformed reply (not an object, mismatched or missing id, both result and error, an error
 * without a numeric code, neither field) throws {@link InvalidRpcResponseError}.
 */
export function validateRpcResponse(response: unknown, id: number): unknown {
  if (typeof response !== 'object' || response === null || Array.isArray(response)) {
    throw new InvalidRpcResponseError('not a JSON-RPC response object', { response })
  }
  const reply = response as { id?: unknown; result?: unknown; error?: unknown }
  const hasResult = 'result' in reply
  const hasError = 'error' in reply
  if (hasResult && hasError) {
    throw new InvalidRpcResponseError('both result and error', { response })
  }
  if (hasError) {
    const error = reply.error as { code?: unknown; message?: unknown; data?: unknown } | null
    if (typeof error?.code !== 'number' || !Number.isInteger(error.code)) {
      throw new InvalidRpcResponseError('error without a numeric code', { response })
    }
    // A parse error may come back with id null (JSON-RPC 2.0 §5), and rate limiters answer
    // HTTP 200 with a bare `{ error: { code: 429 } }` and no id: both are this call's error.
    if (reply.id !== id && reply.id !== null && reply.id !== undefined) {
      throw new InvalidRpcResponseError(`id mismatch (sent ${id})`, { response })
    }
    throw new RpcResponseError({
      code: error.code,
      ...(typeof error.message === 'string' ? { message: error.message } : {}),
      data: error.data,
    })
  }
  if (!hasResult) throw new InvalidRpcResponseError('neither result nor error', { response })
  if (reply.id === undefined || reply.id === null) {
    throw new InvalidRpcResponseError(`missing id (sent ${id})`, { response })
  }
  if (reply.id !== id) throw new InvalidRpcResponseError(`id mismatch (sent ${id})`, { response })
  return reply.result
}
