import { ed25519 } from '@noble/curves/ed25519'
import { base58 } from '@scure/base'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { checkSiwxMessage } from './checkSiwxMessage'
import { parseSignerAccount } from './parseSignerAccount'
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

function verifySolanaSignature(message: string, signature: unknown, account: string): void {
  const signer = parseSignerAccount('solana', account)
  const bytes = decodeSignature(signature)
  let valid = false
  try {
    valid = ed25519.verify(bytes, new TextEncoder().encode(message), base58.decode(signer.address))
  } catch {
    valid = false
  }
  if (!valid)
    throw new SiwxVerificationError(
      'invalid-signature',
      `The signature is not ${signer.address}'s signature of this message`,
    )
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
      verifySolanaSignature(
        parameters.message,
        parameters.signature,
        `${message.chainId}:${message.accountAddress}`,
      )
      return message
    },
    async verifySignature({ message, signature, account }) {
      verifySolanaSignature(message, signature, account)
    },
  }
}
