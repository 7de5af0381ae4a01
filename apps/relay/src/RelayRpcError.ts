/** JSON-RPC error codes the relay answers with. The -320xx codes are the relay's own caps. */
export const relayErrorCodes = {
  parseError: -32700,
  invalidRequest: -32600,
  methodNotFound: -32601,
  invalidParams: -32602,
  internalError: -32603,
  messageTooLarge: -32010,
  tooManyTopics: -32011,
  tooManyMessagesOnTopic: -32012,
  tooManySubscriptions: -32013,
  storageFull: -32014,
  batchTooLarge: -32015,
  quotaExceeded: -32016,
  rateLimited: -32017,
} as const

/** An error the relay sends back as a JSON-RPC error object. */
export class RelayRpcError extends Error {
  override readonly name = 'RelayRpcError'
  readonly code: number
  readonly details: Record<string, unknown> | undefined

  constructor(
    code: number,
    message: string,
    options: { details?: Record<string, unknown>; cause?: unknown } = {},
  ) {
    super(message, { cause: options.cause })
    this.code = code
    this.details = options.details
  }
}

/** A socket's auth JWT was missing, malformed, badly signed or expired. */
export class ClientAuthError extends Error {
  override readonly name = 'ClientAuthError'
  readonly reason: string

  constructor(reason: string, options: { cause?: unknown } = {}) {
    super(`Client auth refused: ${reason}`, { cause: options.cause })
    this.reason = reason
  }
}
