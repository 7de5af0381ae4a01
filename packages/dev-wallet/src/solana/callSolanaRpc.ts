import { InternalRpcError } from '../errors/providerErrors'
import { SolanaNodeError } from './SolanaNodeError'

let nextId = 0

/**
 * Calls `method` on a Solana JSON-RPC endpoint and resolves with its result. A node's error
 * becomes a SolanaNodeError with the node's code and message; a transport failure an
 * InternalRpcError.
 */
export async function callSolanaRpc<T>(
  fetchFn: typeof fetch,
  rpcUrl: string,
  method: string,
  params: readonly unknown[],
): Promise<T> {
  let body: { result?: T; error?: { code: number; message: string; data?: unknown } }
  try {
    const response = await fetchFn(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
    })
    body = (await response.json()) as typeof body
  } catch (cause) {
    throw new InternalRpcError(`The dev wallet cannot reach ${rpcUrl}.`, { cause })
  }
  if (body.error)
    throw new SolanaNodeError(body.error.code, body.error.message, { data: body.error.data })
  return body.result as T
}
