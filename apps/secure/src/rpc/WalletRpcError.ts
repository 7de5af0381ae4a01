/** A refused wallet request, with its EIP-1193 / JSON-RPC code. */
export class WalletRpcError extends Error {
  override name = 'WalletRpcError'
  readonly code: number
  constructor(message: string, code: number) {
    super(message)
    this.code = code
  }
}
