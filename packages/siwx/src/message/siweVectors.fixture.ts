import { readFileSync } from 'node:fs'
import type { SiwxMessageData } from './SiwxMessage'

/**
 * The EIP-4361 conformance vectors of the spruceid/siwe project (MIT / Apache-2.0), copied into
 * this package (`vectors/siwe`, see its README).
 */
const vectorsFolder = new URL('../../vectors/siwe/', import.meta.url)

/** Reads one vector file, keyed by case name. */
export function readSiweVectors<T>(file: string): Record<string, T> {
  return JSON.parse(readFileSync(new URL(file, vectorsFolder), 'utf8')) as Record<string, T>
}

/** The fields of a vector as the siwe project names them. */
export type SiweVectorFields = {
  domain?: string
  address?: string
  statement?: string
  uri?: string
  version?: string
  chainId?: number | string
  nonce?: string
  issuedAt?: string
  expirationTime?: string
  notBefore?: string
  requestId?: string
  resources?: string[]
  scheme?: string | null
}

/** Maps siwe's field names onto SPEC §3's (address → accountAddress, 1 → 'eip155:1'). */
export function toSiwxData(fields: SiweVectorFields): SiwxMessageData {
  const { address, chainId, scheme, ...rest } = fields
  const data: Record<string, unknown> = { ...rest, accountAddress: address }
  if (chainId !== undefined) data.chainId = `eip155:${chainId}`
  if (scheme !== null && scheme !== undefined) data.scheme = scheme
  return data as SiwxMessageData
}
