import { SolanaRpcError } from '../errors/SolanaRpcError'

let nextId = 0

/**
 * Calls a Solana JSON-RPC method over plain fetch (no chain library, so reads stay out of the
 * lazy chunk) and resolves with its result; a node error or a transport failure is SolanaRpcError.
 */
export async function callSolanaRpc<T>(
  fetchFn: typeof fetch,
  rpcUrl: string,
  method: string,
  params: readonly unknown[],
): Promise<T> {
  let body: { result?: T; error?: { code: number; message: string } }
  try {
    const response = await fetchFn(rpcUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params }),
    })
    body = (await response.json()) as typeof body
  } catch (cause) {
    throw new SolanaRpcError(method, { cause })
  }
  if (body.error)
    throw new SolanaRpcError(method, { code: body.error.code, details: body.error.message })
  return body.result as T
}
