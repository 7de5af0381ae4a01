/**
 * Length caps checked before any pattern runs, so a hostile message is refused in bounded time
 * (HOSTILE §A, EIP-4361 'Maximum Lengths for ABNF Terms'). They match apps/api's session schema.
 */
export const SIWX_MESSAGE_LIMITS = {
  /** The whole text. */
  message: 8_192,
  /** An authority: a 253-character host name plus userinfo and port. */
  domain: 300,
  scheme: 32,
  uri: 2_048,
  statement: 1_024,
  nonce: 128,
  requestId: 256,
  resources: 32,
  resource: 2_048,
  dateTime: 40,
  accountAddress: 128,
  chainReference: 32,
} as const
