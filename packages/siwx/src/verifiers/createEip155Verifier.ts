import { type Hex, recoverMessageAddress } from 'viem'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { checkSiwxMessage } from './checkSiwxMessage'
import type { SiwxVerifier } from './SiwxVerifier'

const hexSignature = /^0x[0-9a-fA-F]{130}$/

/**
 * The eip155 verifier for externally owned accounts: the shared checks (domain, URI, nonce,
 * chain, address, time), then the EIP-191 `personal_sign` signature recovered with viem must be
 * the message's address. Contract accounts (ERC-1271, ERC-6492) are not verified by it.
 *
 * @example
 * const message = await createEip155Verifier().verify({ message, signature, expected })
 */
export function createEip155Verifier(): SiwxVerifier {
  return {
    namespace: 'eip155',
    async verify(parameters) {
      const message = checkSiwxMessage('eip155', parameters)
      const { signature } = parameters
      if (typeof signature !== 'string' || !hexSignature.test(signature))
        throw new SiwxVerificationError(
          'invalid-signature',
          'The signature is not 65 bytes of hex (0x…)',
        )
      let signer: string
      try {
        signer = await recoverMessageAddress({
          message: parameters.message,
          signature: signature as Hex,
        })
      } catch (cause) {
        throw new SiwxVerificationError('invalid-signature', 'The signature is malformed', {
          cause,
        })
      }
      if (signer.toLowerCase() !== message.accountAddress.toLowerCase())
        throw new SiwxVerificationError(
          'invalid-signature',
          `The message was signed by ${signer}, not ${message.accountAddress}`,
        )
      return message
    },
  }
}
