import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import type { SiwxMessage, SiwxMessageData } from './SiwxMessage'
import { isSiwxNamespace, SIWX_NAMESPACE_FORMATS } from './siwxNamespaces'
import { toSiwxMessage } from './toSiwxMessage'

type DateInput = Date | string

/** Parameters of {@link createSiwxMessage}: the fields, with dates as `Date` or RFC 3339 text. */
export type CreateSiwxMessageParameters = Omit<
  SiwxMessageData,
  'version' | 'issuedAt' | 'expirationTime' | 'notBefore'
> & {
  version?: '1' | undefined
  /** Default: now. */
  issuedAt?: DateInput | undefined
  expirationTime?: DateInput | undefined
  notBefore?: DateInput | undefined
}

function toDateText(value: DateInput | undefined): string | undefined {
  if (value === undefined || typeof value === 'string') return value
  // An invalid Date has no ISO form; 'Invalid Date' text is then refused by the validator.
  return Number.isNaN(value.getTime()) ? 'Invalid Date' : value.toISOString()
}

/**
 * Creates a SIWX message for an account (SPEC §3 fields): validates every field, writes an
 * EIP-55 checksum into an all-lower or all-upper EVM address (a mixed-case one must already be
 * right), drops an empty resource list, and returns the fields with their text. Throws
 * InvalidSiwxMessageError naming the first invalid field.
 *
 * @example
 * const message = createSiwxMessage({
 *   accountAddress: '0xc02aaa39b223fe8d0a0e5c4f27ead9083c756cc2', chainId: 'eip155:1',
 *   domain: 'service.org', uri: 'https://service.org/login', nonce: generateNonce(),
 * })
 * await wallet.signMessage(message.toString())
 */
export function createSiwxMessage(parameters: CreateSiwxMessageParameters): SiwxMessage {
  const namespace = String(parameters.chainId).split(':')[0] ?? ''
  if (!isSiwxNamespace(namespace))
    throw new InvalidSiwxMessageError(
      'chainId',
      `has an unsupported namespace: ${String(parameters.chainId)}`,
    )
  const { issuedAt, expirationTime, notBefore, resources, version, ...rest } = parameters
  const data: SiwxMessageData = {
    ...rest,
    accountAddress:
      typeof rest.accountAddress === 'string'
        ? SIWX_NAMESPACE_FORMATS[namespace].normalizeAddress(rest.accountAddress)
        : rest.accountAddress,
    version: version ?? '1',
    issuedAt: toDateText(issuedAt ?? new Date()) as string,
  }
  const expiration = toDateText(expirationTime)
  if (expiration !== undefined) data.expirationTime = expiration
  const before = toDateText(notBefore)
  if (before !== undefined) data.notBefore = before
  if (resources !== undefined && (!Array.isArray(resources) || resources.length > 0))
    data.resources = resources
  return toSiwxMessage(data)
}
