const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789'
/** The largest multiple of 62 under 256: bytes at or above it are dropped, so no letter is favoured. */
const unbiasedLimit = 248
/** 11 letters of 62 carry 65.5 bits: the fewest that reach 64 bits. */
const minimumLength = 11

/** Parameters of {@link generateNonce}. */
export type GenerateNonceParameters = {
  /** Letters and digits to draw; at least 11 (64 bits). Default 16 (about 95 bits). */
  length?: number | undefined
  /** The CSPRNG; default `globalThis.crypto.getRandomValues` (never `Math.random`). */
  getRandomValues?: (<T extends Uint8Array>(array: T) => T) | undefined
}

/**
 * A SIWX nonce: letters and digits (`^[A-Za-z0-9]{8,}$`, EIP-4361) drawn without bias from
 * `crypto.getRandomValues`, at least 64 bits. The verifying side issues it and accepts it once.
 *
 * @example
 * generateNonce() // 'q3X9mVb0LrT2aZ7c'
 */
export function generateNonce(parameters: GenerateNonceParameters = {}): string {
  const { length = 16 } = parameters
  const getRandomValues =
    parameters.getRandomValues ?? ((array) => globalThis.crypto.getRandomValues(array))
  if (!Number.isInteger(length) || length < minimumLength || length > 128)
    throw new RangeError(`A nonce needs ${minimumLength} to 128 characters (64 bits or more)`)
  let nonce = ''
  while (nonce.length < length) {
    for (const byte of getRandomValues(new Uint8Array(length))) {
      if (byte < unbiasedLimit && nonce.length < length) nonce += alphabet[byte % alphabet.length]
    }
  }
  return nonce
}
