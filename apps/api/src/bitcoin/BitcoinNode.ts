import type { BitcoinNodeConfig } from '../config'
import { UpstreamError } from '../server/ApiError'

/** A bitcoind JSON-RPC error answer (its code and message), e.g. -5 for an unknown transaction. */
export class BitcoinNodeRpcError extends Error {
  override readonly name = 'BitcoinNodeRpcError'
  readonly code: number

  constructor(code: number, message: string) {
    super(message)
    this.code = code
  }
}

type RpcAnswer = { id: number; result: unknown; error: { code: number; message: string } | null }

/**
 * A client of one bitcoind's JSON-RPC (HTTP basic auth, batches). `scantxoutset` runs one at a
 * time: bitcoind refuses a second scan while one is in progress, so scans queue here.
 */
export class BitcoinNode {
  readonly config: BitcoinNodeConfig
  private readonly authorization: string
  private scanQueue: Promise<unknown> = Promise.resolve()

  constructor(config: BitcoinNodeConfig) {
    this.config = config
    const credentials = `${config.rpcUser}:${config.rpcPassword}`
    this.authorization = `Basic ${Buffer.from(credentials).toString('base64')}`
  }

  /** Calls one method; an error answer rejects with BitcoinNodeRpcError. */
  async call<T>(method: string, params: readonly unknown[] = []): Promise<T> {
    const [answer] = await this.batch<T>([[method, params]])
    return answer as T
  }

  /** Calls several methods in one HTTP request; resolves to their results in order. */
  async batch<T>(calls: readonly (readonly [string, readonly unknown[]])[]): Promise<T[]> {
    if (calls.length === 0) return []
    const body = calls.map(([method, params], id) => ({ jsonrpc: '1.0', id, method, params }))
    let answers: RpcAnswer[]
    try {
      const response = await fetch(this.config.rpcUrl, {
        method: 'POST',
        headers: { authorization: this.authorization, 'content-type': 'application/json' },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(10_000),
      })
      if (response.status === 401) throw new Error('bitcoind refused the RPC credentials')
      answers = (await response.json()) as RpcAnswer[]
    } catch (cause) {
      throw new UpstreamError('The Bitcoin node did not answer', cause)
    }
    return calls.map((_, id) => {
      const answer = answers.find((candidate) => candidate.id === id)
      if (!answer) throw new UpstreamError('The Bitcoin node left a call unanswered')
      if (answer.error) throw new BitcoinNodeRpcError(answer.error.code, answer.error.message)
      return answer.result as T
    })
  }

  /** `scantxoutset start [descriptors]`, queued behind any scan still running. */
  scan<T>(descriptors: readonly string[]): Promise<T> {
    const run = this.scanQueue.then(() => this.call<T>('scantxoutset', ['start', descriptors]))
    this.scanQueue = run.catch(() => undefined)
    return run
  }
}
