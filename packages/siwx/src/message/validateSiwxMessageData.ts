import { InvalidSiwxMessageError, type SiwxMessagePart } from '../errors/InvalidSiwxMessageError'
import { isRfc3986Uri } from './isRfc3986Uri'
import { isPercentEncodedText, isUriAuthority } from './isUriAuthority'
import { parseRfc3339DateTime } from './parseRfc3339DateTime'
import type { SiwxMessageData } from './SiwxMessage'
import { SIWX_MESSAGE_LIMITS as limits } from './siwxMessageLimits'
import { isSiwxNamespace, SIWX_NAMESPACE_FORMATS } from './siwxNamespaces'

// EIP-4361 statement: reserved / unreserved / ' ' (printable ASCII only, no line break).
const statementPattern = /^[A-Za-z0-9\-._~:/?#[\]@!$&'()*+,;= ]*$/
const noncePattern = /^[A-Za-z0-9]{8,}$/
const schemePattern = /^[A-Za-z][A-Za-z0-9+.-]*$/

function fail(part: SiwxMessagePart, reason: string): never {
  throw new InvalidSiwxMessageError(part, reason)
}

function text(part: SiwxMessagePart, value: unknown, max: number): string {
  if (typeof value !== 'string') fail(part, 'is missing or not a string')
  if (value.length > max) fail(part, `is longer than ${max} characters`)
  return value
}

function checkDate(part: SiwxMessagePart, value: unknown, required: boolean): void {
  if (value === undefined && !required) return
  const date = text(part, value, limits.dateTime)
  if (parseRfc3339DateTime(date) === undefined)
    fail(part, `is not an RFC 3339 date-time of a real day: ${date}`)
}

/**
 * Checks every field of a SIWX message against CAIP-122 / EIP-4361 (SPEC §3 fields), with the
 * length caps of {@link SIWX_MESSAGE_LIMITS} checked first. Throws InvalidSiwxMessageError
 * naming the field and the reason; returns nothing when all hold.
 *
 * @example
 * validateSiwxMessageData({ ...fields, nonce: '1234567' })
 * // throws 'Invalid SIWX message: nonce must be at least 8 letters or digits'
 */
export function validateSiwxMessageData(data: SiwxMessageData): void {
  if (typeof data !== 'object' || data === null) fail('message', 'is not an object')
  if (data.scheme !== undefined) {
    const scheme = text('scheme', data.scheme, limits.scheme)
    if (!schemePattern.test(scheme)) fail('scheme', `is not an RFC 3986 scheme: ${scheme}`)
  }
  const domain = text('domain', data.domain, limits.domain)
  if (!isUriAuthority(domain)) fail('domain', `is not an RFC 3986 authority: ${domain}`)

  const chainId = text('chainId', data.chainId, limits.chainReference + 16)
  const [namespace = '', reference = '', ...extra] = chainId.split(':')
  if (!isSiwxNamespace(namespace)) fail('chainId', `has an unsupported namespace: ${chainId}`)
  const format = SIWX_NAMESPACE_FORMATS[namespace]
  if (extra.length > 0 || !format.isReference(reference))
    fail('chainId', `is not a CAIP-2 id of ${namespace}: ${chainId}`)

  const address = text('accountAddress', data.accountAddress, limits.accountAddress)
  if (!format.isAddress(address))
    fail(
      'accountAddress',
      namespace === 'eip155'
        ? `is not an EIP-55 checksummed address: ${address}`
        : `is not a ${namespace} address: ${address}`,
    )

  if (data.statement !== undefined) {
    const statement = text('statement', data.statement, limits.statement)
    if (statement === '') fail('statement', 'is empty (leave it out instead)')
    if (!statementPattern.test(statement))
      fail('statement', 'has a line break or a character outside printable ASCII')
  }
  const uri = text('uri', data.uri, limits.uri)
  if (!isRfc3986Uri(uri)) fail('uri', `is not an RFC 3986 URI: ${uri}`)
  if (data.version !== '1') fail('version', `must be '1', not ${String(data.version)}`)
  const nonce = text('nonce', data.nonce, limits.nonce)
  if (!noncePattern.test(nonce)) fail('nonce', 'must be at least 8 letters or digits')
  checkDate('issuedAt', data.issuedAt, true)
  checkDate('expirationTime', data.expirationTime, false)
  checkDate('notBefore', data.notBefore, false)
  if (data.requestId !== undefined) {
    const requestId = text('requestId', data.requestId, limits.requestId)
    if (!isPercentEncodedText(requestId, ':@'))
      fail('requestId', 'has characters outside RFC 3986 pchar')
  }
  if (data.resources !== undefined) {
    if (!Array.isArray(data.resources)) fail('resources', 'is not a list')
    if (data.resources.length > limits.resources)
      fail('resources', `has more than ${limits.resources} entries`)
    for (const resource of data.resources) {
      const value = text('resources', resource, limits.resource)
      if (!isRfc3986Uri(value)) fail('resources', `has an entry that is not a URI: ${value}`)
    }
  }
}
