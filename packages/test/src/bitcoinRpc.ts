/** Where a bitcoind JSON-RPC server answers and the credentials it takes (plain JSON). */
export type BitcoinRpcEndpoint = {
  readonly rpcUrl: string
  readonly rpcUser: string
  readonly rpcPassword: string
}

/** A bitcoind JSON-RPC error answer: its code (`-26` rejected transaction, …) and message. */
export class BitcoinRpcError extends Error {
  override readonly name = 'BitcoinRpcError'
  readonly code: number
  readonly method: string

  constructor(method: string, code: number, message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.method = method
    this.code = code
  }
}

/**
 * Calls `method` on bitcoind's JSON-RPC (1.0 dialect, HTTP basic auth) and resolves to its result;
 * an error answer rejects with a BitcoinRpcError carrying bitcoind's code and message.
 */
export async function bitcoinRpc<T = unknown>(
  endpoint: BitcoinRpcEndpoint,
  method: string,
  params: readonly unknown[] = [],
  fetcher: typeof fetch = fetch,
): Promise<T> {
  const auth = Buffer.from(`${endpoint.rpcUser}:${endpoint.rpcPassword}`).toString('base64')
  const response = await fetcher(endpoint.rpcUrl, {
    method: 'POST',
    headers: { authorization: `Basic ${auth}`, 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '1.0', id: method, method, params }),
  })
  const text = await response.text()
  let body: { result?: T; error?: { code: number; message: string } | null }
  try {
    body = JSON.parse(text)
  } catch (cause) {
    throw new BitcoinRpcError(
      method,
      response.status,
      `HTTP ${response.status}: ${text.slice(0, 200)}`,
      {
        cause,
      },
    )
  }
  if (body.error) throw new BitcoinRpcError(method, body.error.code, body.error.message)
  return body.result as T
}
