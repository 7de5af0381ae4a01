/** A JSON-RPC error the Solana devnet answers with (code, message and optional data). */
export class SolanaRpcError extends Error {
  override readonly name = 'SolanaRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

/** -32602, the code for bad parameters (`Invalid params: …` as a real node words it). */
export function invalidParams(detail: string): SolanaRpcError {
  return new SolanaRpcError(-32602, `Invalid params: ${detail}`)
}

/** -32602 for one bad parameter value (`Invalid param: WrongSize`, as a node words it). */
export function invalidParam(detail: string): SolanaRpcError {
  return new SolanaRpcError(-32602, `Invalid param: ${detail}`)
}
