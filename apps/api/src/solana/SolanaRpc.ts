import type { SolanaChainConfig } from '../config'
import { UpstreamError } from '../server/ApiError'

/** A JSON-RPC error answer of a Solana node (its code and message), e.g. -32602 for a bad param. */
export class SolanaNodeRpcError extends Error {
  override readonly name = 'SolanaNodeRpcError'
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

type RpcAnswer = { id: number; result?: unknown; error?: { code: number; message: string } }

/** A client of one Solana cluster's HTTP JSON-RPC (single calls and batches, 10 s timeout). */
export class SolanaRpc {
  readonly config: SolanaChainConfig

  constructor(config: SolanaChainConfig) {
    this.config = config
  }

  /** Calls one method; an error answer rejects with SolanaNodeRpcError. */
  async call<T>(method: string, params: readonly unknown[] = []): Promise<T> {
    const [answer] = await this.batch<T>([[method, params]])
    return answer as T
  }

  /** Calls several methods in one HTTP request; resolves to their results in order. */
  async batch<T>(calls: readonly (readonly [string, readonly unknown[]])[]): Promise<T[]> {
    if (calls.length === 0) return []
    const body = calls.map(([method, params], id) => ({ jsonrpc: '2.0', id, method, params }))
    let answers: RpcAnswer[]
    try {
      const response = await fetch(this.config.rpcUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
      if (!response.ok) throw new Error(`HTTP status code ${response.status}`)
      answers = (await response.json()) as RpcAnswer[]
    } catch (cause) {
      throw new UpstreamError('The Solana RPC did not answer', cause)
    }
    if (!Array.isArray(answers)) throw new UpstreamError('The Solana RPC answered no batch')
    return calls.map((_, id) => {
      const answer = answers.find((candidate) => candidate.id === id)
      if (!answer) throw new UpstreamError('The Solana RPC left a call unanswered')
      if (answer.error) throw new SolanaNodeRpcError(answer.error.code, answer.error.message)
      return answer.result as T
    })
  }
}
