/** Options of a provider error: machine-readable data and the error that caused it. */
export type ProviderRpcErrorOptions = { readonly data?: unknown; readonly cause?: unknown }

/**
 * An EIP-1193 provider error: a numeric `code`, a short `message` and optional `data`, thrown by
 * the dev wallet's `request` and carried by its `disconnect` event.
 */
export class ProviderRpcError extends Error {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown

  constructor(code: number, message: string, options: ProviderRpcErrorOptions = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause })
    this.code = code
    this.data = options.data
  }

  /** The JSON-RPC error object of this error (what a wallet would put on the wire). */
  toJSON(): { code: number; message: string; data?: unknown } {
    return this.data === undefined
      ? { code: this.code, message: this.message }
      : { code: this.code, message: this.message, data: this.data }
  }
}
