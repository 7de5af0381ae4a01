/** A JSON-RPC error answered by the Polkadot devnet (chopsticks), with its code and data. */
export class PolkadotRpcError extends Error {
  override readonly name = 'PolkadotRpcError'
  readonly code: number | undefined
  readonly data: unknown

  constructor(message: string, options: { code?: number; data?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = options.code
    this.data = options.data
  }
}

let nextId = 1

/**
 * Calls one JSON-RPC method of the Polkadot devnet over HTTP (chopsticks answers HTTP and
 * WebSocket on the same port); resolves with its result or rejects with PolkadotRpcError.
 */
export async function polkadotRpc<T>(
  httpUrl: string,
  method: string,
  params: readonly unknown[] = [],
): Promise<T> {
  const response = await fetch(httpUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
  })
  const body = (await response.json()) as {
    result?: T
    error?: { code: number; message: string; data?: unknown }
  }
  if (body.error)
    throw new PolkadotRpcError(`${method}: ${body.error.message}`, {
      code: body.error.code,
      data: body.error.data,
    })
  return body.result as T
}
