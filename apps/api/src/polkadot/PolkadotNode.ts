import type { PolkadotChainConfig } from '../config'
import { UpstreamError } from '../server/ApiError'

let nextId = 1

/** A client of one Substrate node's JSON-RPC over HTTP (a node, or the devnet's chopsticks). */
export class PolkadotNode {
  readonly config: PolkadotChainConfig

  constructor(config: PolkadotChainConfig) {
    this.config = config
  }

  /** Calls one method; a failed request or an error answer is an UpstreamError (502). */
  async call<T>(method: string, params: readonly unknown[] = []): Promise<T> {
    let body: { result?: T; error?: { code: number; message: string } }
    try {
      const response = await fetch(this.config.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: nextId++, method, params }),
      })
      body = (await response.json()) as typeof body
    } catch (cause) {
      throw new UpstreamError(`The Polkadot node of ${this.config.chainId} did not answer`, cause)
    }
    if (body.error)
      throw new UpstreamError(`The Polkadot node refused ${method}: ${body.error.message}`)
    return body.result as T
  }
}
