import { InvalidCaip2NetworkIdError } from '../errors/caipErrors'
import type { CaipNetworkId, ParsedCaipNetworkId } from './caipTypes'
import { isChainNamespace } from './isChainNamespace'

// CAIP-2 reference syntax: [-_a-zA-Z0-9]{1,32}.
const referencePattern = /^[-_a-zA-Z0-9]{1,32}$/

/**
 * Parses a CAIP-2 network id (SPEC §5: 'CAIP-2 id exactly 2 parts'); the namespace must be one
 * the product knows and the reference must follow CAIP-2 syntax.
 *
 * @throws {InvalidCaip2NetworkIdError} 'Invalid CAIP-2 network id: {value}'
 * @example
 * parseCaipNetworkId('eip155:137') // { namespace: 'eip155', reference: '137' }
 */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference] = parts
  if (
    parts.length !== 2 ||
    !isChainNamespace(namespace) ||
    reference === undefined ||
    !referencePattern.test(reference)
  ) {
    throw new InvalidCaip2NetworkIdError(String(value))
  }
  return { namespace, reference }
}

/** True when `value` is a valid CAIP-2 network id (see {@link parseCaipNetworkId}). */
export function isCaipNetworkId(value: unknown): value is CaipNetworkId {
  if (typeof value !== 'string') return false
  try {
    parseCaipNetworkId(value)
    return true
  } catch {
    return false
  }
}
