import { NATIVE_SLIP44_COIN_TYPES, TOKEN_ASSET_NAMESPACES } from '../constants/assetNamespaces'
import { UnsupportedAssetError } from '../errors/caipErrors'
import type { CaipNetworkId } from '../types/network'
import { parseCaipNetworkId } from './parseCaipNetworkId'

/** A parsed CAIP-19 asset id: `<caip2>/<assetNamespace>:<reference>`. */
export type ParsedCaip19AssetId = {
  caipNetworkId: CaipNetworkId
  assetNamespace: string
  reference: string
  /** True for the namespace's native coin (`slip44`). */
  native: boolean
}

/**
 * The CAIP-19 id of a network's native coin, or of one of its tokens when `tokenAddress` is
 * given (a bare address, or a CAIP-10 id whose last part is the address).
 *
 * @example
 * toCaip19AssetId('eip155:1') // 'eip155:1/slip44:60'
 * toCaip19AssetId('eip155:1', 'eip155:1:0xA0b8…') // 'eip155:1/erc20:0xA0b8…'
 */
export function toCaip19AssetId(caipNetworkId: string, tokenAddress?: string): string {
  const { namespace } = parseCaipNetworkId(caipNetworkId)
  if (!tokenAddress) return `${caipNetworkId}/slip44:${NATIVE_SLIP44_COIN_TYPES[namespace]}`
  const tokenNamespace = TOKEN_ASSET_NAMESPACES[namespace]
  const reference = tokenAddress.split(':').at(-1) ?? ''
  if (!tokenNamespace || !reference)
    throw new UnsupportedAssetError({ details: `${caipNetworkId} token ${tokenAddress}` })
  return `${caipNetworkId}/${tokenNamespace}:${reference}`
}

/**
 * Parses a CAIP-19 asset id ('Unsupported asset' when it is malformed).
 *
 * @example
 * parseCaip19AssetId('eip155:1/erc20:0xA0b8…').assetNamespace // 'erc20'
 */
export function parseCaip19AssetId(value: string): ParsedCaip19AssetId {
  const [chain, asset, ...rest] = typeof value === 'string' ? value.split('/') : []
  const [assetNamespace, reference, ...extra] = (asset ?? '').split(':')
  if (!chain || !assetNamespace || !reference || rest.length > 0 || extra.length > 0)
    throw new UnsupportedAssetError({ details: String(value) })
  const { namespace, reference: chainReference } = parseCaipNetworkId(chain)
  return {
    caipNetworkId: `${namespace}:${chainReference}`,
    assetNamespace,
    reference,
    native: assetNamespace === 'slip44',
  }
}
