import { parseCaipAddress } from '@appkit/core'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import type { SiwxNamespace } from '../message/siwxNamespaces'

/**
 * The signer of a `verifySignature` call as CAIP-10 parts; refuses (`invalid-expectation`) an
 * account that is not CAIP-10 or not of `namespace`, so no check is silently skipped.
 */
export function parseSignerAccount(
  namespace: SiwxNamespace,
  account: unknown,
): ReturnType<typeof parseCaipAddress> {
  let parsed: ReturnType<typeof parseCaipAddress>
  try {
    parsed = parseCaipAddress(account as string)
  } catch (cause) {
    throw new SiwxVerificationError(
      'invalid-expectation',
      `SIWX verifier refused: the account is not a CAIP-10 address: ${String(account)}`,
      { cause },
    )
  }
  if (parsed.namespace !== namespace)
    throw new SiwxVerificationError(
      'unsupported-namespace',
      `The ${namespace} verifier cannot verify a signature of ${parsed.caipNetworkId}`,
    )
  return parsed
}
