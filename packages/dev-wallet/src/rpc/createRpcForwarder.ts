import { ProviderRpcError } from '../errors/ProviderRpcError'
import { ChainDisconnectedError } from '../errors/providerErrors'

/** Sends one JSON-RPC request to a chain's RPC URL and returns its result. */
export type RpcForwarder = (
  chain: { readonly chainId: number; readonly rpcUrl: string },
  method: string,
  params: unknown,
) => Promise<unknown>

type JsonRpcReply = {
  id?: unknown
  result?: unknown
  error?: { code?: unknown; message?: unknown; data?: unknown }
}

/**
 * Creates the forwarder of read calls: a JSON-RPC POST to the chain's URL. A JSON-RPC error comes
 * back as a ProviderRpcError with the node's code, message and data; an unreachable node or a
 * reply that is not JSON-RPC as ChainDisconnectedError (4901).
 */
export function createRpcForwarder(fetchFn: typeof fetch = globalThis.fetch): RpcForwarder {
  let nextId = 1
  return async (chain, method, params) => {
    const id = nextId++
    let reply: JsonRpcReply
    try {
      const response = await fetchFn(chain.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id, method, params: params ?? [] }),
      })
      reply = (await response.json()) as JsonRpcReply
    } catch (cause) {
      throw new ChainDisconnectedError(chain.chainId, { cause })
    }
    if (reply === null || typeof reply !== 'object' || reply.id !== id) {
      throw new ChainDisconnectedError(chain.chainId, { data: reply })
    }
    if (reply.error) {
      const code = typeof reply.error.code === 'number' ? reply.error.code : -32603
      const message = typeof reply.error.message === 'string' ? reply.error.message : 'RPC error'
      throw new ProviderRpcError(code, message, { data: reply.error.data })
    }
    return reply.result ?? null
  }
}
