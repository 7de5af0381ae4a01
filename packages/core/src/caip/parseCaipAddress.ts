import { InvalidCaip10AddressError, InvalidCaipAddressError } from '../errors/caipErrors'
import type { CaipAddress, ParsedCaipAddress } from './caipTypes'
import { isChainNamespace } from './isChainNamespace'
import { isNamespaceAddress } from './isNamespaceAddress'
import { parseCaipNetworkId } from './parseCaipNetworkId'

/**
 * Parses a CAIP-10 account address (SPEC §5: 'CAIP address has exactly 3 non-empty colon parts
 * with a known namespace'), then checks the account part by its namespace's rules.
 *
 * @throws {InvalidCaipAddressError} 'Invalid CAIP Address' — not 3 non-empty parts, or an
 *   unknown namespace.
 * @throws {InvalidCaip10AddressError} 'Invalid CAIP-10 address: {value}' — the reference or the
 *   account address is invalid for its namespace.
 * @example
 * parseCaipAddress('eip155:1:0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
 */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || parts.some((part) => part.length === 0)) {
    throw new InvalidCaipAddressError({ details: `Not 3 non-empty parts: ${String(value)}` })
  }
  if (!isChainNamespace(namespace)) {
    throw new InvalidCaipAddressError({ details: `Unknown namespace: ${namespace}` })
  }
  const account = address as string
  try {
    parseCaipNetworkId(`${namespace}:${reference}`)
  } catch (cause) {
    throw new InvalidCaip10AddressError(value, { cause })
  }
  if (!isNamespaceAddress(namespace, account)) {
    throw new InvalidCaip10AddressError(value, {
      details: `Not a valid ${namespace} address: ${account}`,
    })
  }
  return {
    namespace,
    reference: reference as string,
    address: account,
    caipNetworkId: `${namespace}:${reference}`,
  }
}

/** True when `value` is a valid CAIP-10 address (see {@link parseCaipAddress}). */
export function isCaipAddress(value: unknown): value is CaipAddress {
  if (typeof value !== 'string') return false
  try {
    parseCaipAddress(value)
    return true
  } catch {
    return false
  }
}

/**
 * Builds a CAIP-10 address from a CAIP-2 network id and an account address, validating both.
 *
 * @example
 * toCaipAddress('eip155:1', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')
 */
export function toCaipAddress(caipNetworkId: string, address: string): CaipAddress {
  const value = `${caipNetworkId}:${address}`
  parseCaipAddress(value)
  return value as CaipAddress
}
