import { type Client, type Hex, isHex, recoverMessageAddress } from 'viem'
import { getChainId, verifyMessage } from 'viem/actions'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { checkSiwxMessage } from './checkSiwxMessage'
import { parseSignerAccount } from './parseSignerAccount'
import type { SiwxVerifier } from './SiwxVerifier'

const eoaSignature = /^0x[0-9a-fA-F]{130}$/
/** Contract signatures (ERC-1271 / ERC-6492 wrapped) are longer; this caps what is sent to a node. */
const maxSignatureHexLength = 2 + 2 * 16_384

/** Parameters of {@link createEip155Verifier}. */
export type CreateEip155VerifierParameters = {
  /**
   * A viem client (a public client is enough) of an EVM chain id, for contract accounts: when the
   * signature is not the account's own EIP-191 key, it is checked on that chain with viem's
   * `verifyMessage` (ERC-1271 `isValidSignature` on a deployed account, ERC-6492 through the
   * universal validator for a counterfactual one). Without a client for the chain, only
   * externally owned accounts verify.
   */
  getClient?: ((chainId: number) => Client | undefined) | undefined
}

async function recoversTo(message: string, signature: string, address: string): Promise<boolean> {
  if (!eoaSignature.test(signature)) return false
  try {
    const signer = await recoverMessageAddress({ message, signature: signature as Hex })
    return signer.toLowerCase() === address.toLowerCase()
  } catch {
    return false
  }
}

async function verifyEip155Signature(
  getClient: CreateEip155VerifierParameters['getClient'],
  { message, signature, account }: { message: string; signature: unknown; account: string },
): Promise<void> {
  const signer = parseSignerAccount('eip155', account)
  if (typeof signature !== 'string' || !isHex(signature) || signature.length < 132)
    throw new SiwxVerificationError('invalid-signature', 'The signature is not hex (0x…)')
  if (signature.length > maxSignatureHexLength)
    throw new SiwxVerificationError('invalid-signature', 'The signature is too long')
  if (await recoversTo(message, signature, signer.address)) return
  const chainId = Number(signer.reference)
  const client = getClient?.(chainId)
  if (!client)
    throw new SiwxVerificationError(
      'invalid-signature',
      `The message was not signed by ${signer.address}'s key (contract accounts need a client of ${signer.caipNetworkId})`,
    )
  if (client.chain !== undefined && client.chain.id !== chainId)
    throw new SiwxVerificationError(
      'invalid-expectation',
      `SIWX verifier refused: the client of ${signer.caipNetworkId} is on chain ${client.chain.id}`,
    )
  const unavailable = (cause: unknown) =>
    new SiwxVerificationError(
      'chain-unavailable',
      `The signature of ${signer.address} could not be checked on ${signer.caipNetworkId}`,
      { cause },
    )
  let valid: boolean
  try {
    valid = await verifyMessage(client, {
      address: signer.address as Hex,
      message,
      signature: signature as Hex,
    })
  } catch (cause) {
    throw unavailable(cause)
  }
  // viem answers false when its call fails for any reason: tell an unreachable node apart.
  if (!valid) await getChainId(client).catch((cause: unknown) => Promise.reject(unavailable(cause)))
  if (!valid)
    throw new SiwxVerificationError(
      'invalid-signature',
      `The message was not signed by ${signer.address} (key, ERC-1271 or ERC-6492)`,
    )
}

/**
 * The eip155 verifier: the shared checks (domain, URI, nonce, chain, address, time), then the
 * signature. An EIP-191 `personal_sign` signature recovered with viem to the message's address
 * verifies locally; otherwise, with a client of the message's chain (`getClient`), viem's
 * `verifyMessage` checks a smart account on chain: ERC-1271 when it is deployed, ERC-6492 when
 * it is counterfactual. A node that cannot be reached is a refusal (`chain-unavailable`).
 *
 * @example
 * const message = await createEip155Verifier().verify({ message, signature, expected })
 * const smart = createEip155Verifier({ getClient: (id) => clients.get(id) })
 */
export function createEip155Verifier(
  parameters: CreateEip155VerifierParameters = {},
): SiwxVerifier {
  const { getClient } = parameters
  return {
    namespace: 'eip155',
    async verify(verifyParameters) {
      const message = checkSiwxMessage('eip155', verifyParameters)
      await verifyEip155Signature(getClient, {
        message: verifyParameters.message,
        signature: verifyParameters.signature,
        account: `${message.chainId}:${message.accountAddress}`,
      })
      return message
    },
    verifySignature: (signed) => verifyEip155Signature(getClient, signed),
  }
}
