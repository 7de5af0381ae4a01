import { parseCaipAddress } from '@appkit/core'
import { SiwxVerificationError } from '../errors/SiwxVerificationError'
import { parseRfc3339DateTime } from '../message/parseRfc3339DateTime'
import { parseSiwxMessage } from '../message/parseSiwxMessage'
import type { SiwxMessage } from '../message/SiwxMessage'
import type { SiwxNamespace } from '../message/siwxNamespaces'
import type { VerifySiwxMessageParameters } from './SiwxVerifier'

const defaultClockToleranceMs = 60_000

function refuseExpectation(reason: string): never {
  throw new SiwxVerificationError('invalid-expectation', `SIWX verifier refused: ${reason}`)
}

function requireText(value: unknown, name: string): string {
  if (typeof value !== 'string' || value.length === 0)
    refuseExpectation(`no expected ${name} was given`)
  return value
}

// Same origin when both are URLs with an origin (http, https, ws…); otherwise the exact text.
function isSameOrigin(a: string, b: string): boolean {
  try {
    const left = new URL(a).origin
    const right = new URL(b).origin
    if (left !== 'null' && right !== 'null') return left === right
  } catch {
    return false
  }
  return a === b
}

function schemeOf(uri: string): string | undefined {
  const colon = uri.indexOf(':')
  return colon > 0 ? uri.slice(0, colon + 1).toLowerCase() : undefined
}

function toTime(now: Date | number | undefined): number {
  const time = now === undefined ? Date.now() : typeof now === 'number' ? now : now.getTime()
  if (!Number.isFinite(time)) refuseExpectation('the time to verify at is not a valid date')
  return time
}

/**
 * The checks every namespace shares, before its signature check: the expectations are all
 * present; the text parses as a SIWX message of `namespace` (InvalidSiwxMessageError becomes the
 * cause); domain, scheme (when the message names one), URI origin and nonce match what the
 * verifier issued; the chain and address are the connected CAIP-10 account's; issuedAt is not
 * in the future (beyond the clock tolerance), notBefore has passed and expirationTime has not.
 * Throws SiwxVerificationError.
 *
 * @example
 * const message = checkSiwxMessage('eip155', { message, signature, expected })
 */
export function checkSiwxMessage(
  namespace: SiwxNamespace,
  parameters: VerifySiwxMessageParameters,
): SiwxMessage {
  const expected = parameters?.expected
  if (typeof expected !== 'object' || expected === null)
    refuseExpectation('no expected domain, uri, nonce and account were given')
  const domain = requireText(expected.domain, 'domain')
  const uri = requireText(expected.uri, 'uri')
  const nonce = requireText(expected.nonce, 'nonce')
  let account: ReturnType<typeof parseCaipAddress>
  try {
    account = parseCaipAddress(requireText(expected.account, 'account'))
  } catch (cause) {
    if (cause instanceof SiwxVerificationError) throw cause
    refuseExpectation(`the expected account is not a CAIP-10 address: ${expected.account}`)
  }
  const now = toTime(parameters.now)
  const tolerance = parameters.clockToleranceMs ?? defaultClockToleranceMs

  let message: SiwxMessage
  try {
    message = parseSiwxMessage(parameters.message)
  } catch (cause) {
    throw new SiwxVerificationError('invalid-message', 'The SIWX message is not valid', { cause })
  }
  if (!message.chainId.startsWith(`${namespace}:`))
    throw new SiwxVerificationError(
      'unsupported-namespace',
      `The ${namespace} verifier cannot verify a message for ${message.chainId}`,
    )
  if (message.domain.toLowerCase() !== domain.toLowerCase())
    throw new SiwxVerificationError(
      'domain-mismatch',
      `The message is for the domain ${message.domain}, not ${domain}`,
    )
  // A message naming its origin's scheme (`http://localhost:3000 wants you…`) must name the site's.
  if (message.scheme !== undefined && `${message.scheme.toLowerCase()}:` !== schemeOf(uri))
    throw new SiwxVerificationError(
      'uri-mismatch',
      `The message is for the scheme ${message.scheme}, not the site's ${uri}`,
    )
  if (!isSameOrigin(message.uri, uri))
    throw new SiwxVerificationError(
      'uri-mismatch',
      `The message URI ${message.uri} is not on the site ${uri}`,
    )
  if (message.nonce !== nonce)
    throw new SiwxVerificationError('nonce-mismatch', 'The message nonce is not the one issued')
  if (message.chainId !== account.caipNetworkId)
    throw new SiwxVerificationError(
      'chain-mismatch',
      `The message is for the chain ${message.chainId}, not ${account.caipNetworkId}`,
    )
  const sameAddress =
    namespace === 'eip155'
      ? message.accountAddress.toLowerCase() === account.address.toLowerCase()
      : message.accountAddress === account.address
  if (!sameAddress)
    throw new SiwxVerificationError(
      'address-mismatch',
      `The message is for the address ${message.accountAddress}, not ${account.address}`,
    )
  // The parser already refused dates that are not RFC 3339 days; `?? NaN` keeps a refusal if not.
  const issuedAt = parseRfc3339DateTime(message.issuedAt) ?? Number.NaN
  if (!(issuedAt <= now + tolerance))
    throw new SiwxVerificationError(
      'issued-in-future',
      `The message was issued in the future (${message.issuedAt})`,
    )
  if (message.notBefore !== undefined) {
    const notBefore = parseRfc3339DateTime(message.notBefore) ?? Number.NaN
    if (!(now >= notBefore))
      throw new SiwxVerificationError(
        'not-yet-valid',
        `The message is not valid before ${message.notBefore}`,
      )
  }
  if (message.expirationTime !== undefined) {
    const expiration = parseRfc3339DateTime(message.expirationTime) ?? Number.NaN
    if (!(now < expiration))
      throw new SiwxVerificationError('expired', `The message expired at ${message.expirationTime}`)
  }
  return message
}
