import type { SiwxMessageData } from './SiwxMessage'
import { SIWX_NAMESPACE_FORMATS, type SiwxNamespace } from './siwxNamespaces'
import { validateSiwxMessageData } from './validateSiwxMessageData'

/**
 * Writes a SIWX message as the text the wallet signs: EIP-4361 for eip155, and the same
 * CAIP-122 layout with 'Solana' or 'Bitcoin' in the header for those namespaces. The fields are
 * validated first (InvalidSiwxMessageError). `parseSiwxMessage` reads the text back to the same
 * fields, byte for byte.
 *
 * @example
 * serializeSiwxMessage({ accountAddress, chainId: 'eip155:1', domain: 'service.org', uri,
 *   version: '1', nonce: '32891757', issuedAt: '2021-09-30T16:25:24.000Z' })
 * // 'service.org wants you to sign in with your Ethereum account:\n0x…'
 */
export function serializeSiwxMessage(data: SiwxMessageData): string {
  validateSiwxMessageData(data)
  const [namespace, reference] = data.chainId.split(':') as [SiwxNamespace, string]
  const origin = data.scheme === undefined ? data.domain : `${data.scheme}://${data.domain}`
  const lines = [
    `${origin} wants you to sign in with your ${SIWX_NAMESPACE_FORMATS[namespace].chainName} account:`,
    data.accountAddress,
    '',
    ...(data.statement === undefined ? [] : [data.statement]),
    '',
    `URI: ${data.uri}`,
    `Version: ${data.version}`,
    `Chain ID: ${reference}`,
    `Nonce: ${data.nonce}`,
    `Issued At: ${data.issuedAt}`,
  ]
  if (data.expirationTime !== undefined) lines.push(`Expiration Time: ${data.expirationTime}`)
  if (data.notBefore !== undefined) lines.push(`Not Before: ${data.notBefore}`)
  if (data.requestId !== undefined) lines.push(`Request ID: ${data.requestId}`)
  if (data.resources !== undefined && data.resources.length > 0)
    lines.push('Resources:', ...data.resources.map((resource) => `- ${resource}`))
  return lines.join('\n')
}
