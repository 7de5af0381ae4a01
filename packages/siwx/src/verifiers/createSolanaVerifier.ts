import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { checkSiwxMessage } from './checkSiwxMessage'
import type { SiwxVerifier } from './SiwxVerifier'

function decodeSignature(signature: unknown): Uint8Array {
  try {
    if (typeof signature !== 'string' || signature.length > 100) throw new Error('not base58')
    const bytes = base58.decode(signature)
    if (bytes.length !== 64) throw new Error(`${bytes.length} bytes`)
    return bytes
  } catch (cause) {
    throw new SiwxVerificationError(
      'invalid-signature',
      'The signature is not 64 bytes of base58',
      { cause },
    )
  }
}

/**
 * The solana verifier: the shared checks (domain, URI, nonce, chain, address, time), then the
 * base58 ed25519 signature over the UTF-8 message must verify under the account's public key
 * (the base58 address) with @noble/curves.
 *
 * @example
 * const message = await createSolanaVerifier().verify({ message, signature, expected })
 */
export function createSolanaVerifier(): SiwxVerifier {
  return {
    namespace: 'solana',
    async verify(parameters) {
      const message = checkSiwxMessage('solana', parameters)
      const signature = decodeSignature(parameters.signature)
      let valid = false
      try {
        valid = ed25519.verify(
          signature,
          new TextEncoder().encode(parameters.message),
          base58.decode(message.accountAddress),
        )
      } catch {
        valid = false
      }
      if (!valid)
        throw new SiwxVerificationError(
          'invalid-signature',
          `The signature is not ${message.accountAddress}'s signature of this message`,
        )
      return message
    },
  }
}
