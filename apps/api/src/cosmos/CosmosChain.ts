import type { CosmosChainConfig } from '../config'
import { UpstreamError } from '../server/ApiError'

/**
 * A configured Cosmos chain: its LCD (REST) routes for balances and its CometBFT JSON-RPC for
 * `tx_search` and block headers (history). Nothing is stored: every answer is read from the chain.
 */
export class CosmosChain {
  constructor(readonly config: CosmosChainConfig) {}

  /** GET `path` on the chain's LCD; the JSON body. Throws UpstreamError on failure. */
  async rest<T>(path: string): Promise<T> {
    let response: Response
    try {
      response = await fetch(new URL(path, this.config.restUrl), {
        signal: AbortSignal.timeout(10_000),
      })
    } catch (error) {
      throw new UpstreamError('Cosmos node unavailable', error)
    }
    if (!response.ok) throw new UpstreamError(`Cosmos node answered ${response.status}`)
    return (await response.json()) as T
  }

  /** Calls a CometBFT JSON-RPC method; its result. Throws UpstreamError on failure. */
  async rpc<T>(method: string, params: Record<string, unknown>): Promise<T> {
    let body: { result?: T; error?: { message?: string; data?: string } }
    try {
      const response = await fetch(this.config.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
        signal: AbortSignal.timeout(10_000),
      })
      body = (await response.json()) as typeof body
    } catch (error) {
      throw new UpstreamError('Cosmos node unavailable', error)
    }
    if (body.error || body.result === undefined)
      throw new UpstreamError(`Cosmos ${method} failed: ${body.error?.data ?? body.error?.message}`)
    return body.result
  }
}
