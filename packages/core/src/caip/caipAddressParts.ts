import { InvalidCaipAddressError } from '../errors/caipErrors'
import type { CaipAddress, CaipNetworkId, ChainNamespace } from '../types/network'
import { isChainNamespace } from './isChainNamespace'

/**
 * Joins a namespace and a chain reference into a CAIP-2 network id.
 *
 * @example
 * formatCaipNetworkId('eip155', 137) // 'eip155:137'
 */
export function formatCaipNetworkId(
  namespace: ChainNamespace,
  reference: string | number,
): CaipNetworkId {
  return `${namespace}:${reference}`
}

/**
 * Joins a CAIP-2 network id and an account address into a CAIP-10 address, without checking
 * the address's format (see `toCaipAddress` for the checked form).
 *
 * @example
 * formatCaipAddress('eip155:1', '0xabc') // 'eip155:1:0xabc'
 */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  return `${caipNetworkId}:${address}`
}

/**
 * Splits a CAIP-10 address into its network id and account address: exactly 3 non-empty parts
 * with a known namespace ('Invalid CAIP Address'), the account format left to its adapter.
 *
 * @example
 * splitCaipAddress('eip155:1:0xabc') // { caipNetworkId: 'eip155:1', address: '0xabc' }
 */
export function splitCaipAddress(value: string): { caipNetworkId: CaipNetworkId; address: string } {
  const parts = typeof value === 'string' ? value.split(':') : []
  const [namespace, reference, address] = parts
  if (parts.length !== 3 || parts.some((part) => part.length === 0) || !isChainNamespace(namespace))
    throw new InvalidCaipAddressError({ details: String(value) })
  return { caipNetworkId: `${namespace}:${reference}`, address: address as string }
}
