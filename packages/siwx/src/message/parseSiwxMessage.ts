import { InvalidSiwxMessageError, type SiwxMessagePart } from '../errors/InvalidSiwxMessageError'
import type { SiwxMessage, SiwxMessageData } from './SiwxMessage'
import { SIWX_MESSAGE_LIMITS } from './siwxMessageLimits'
import { getSiwxNamespaceByChainName } from './siwxNamespaces'
import { toSiwxMessage } from './toSiwxMessage'

const headerMiddle = ' wants you to sign in with your '
const headerEnd = ' account:'

function fail(part: SiwxMessagePart, reason: string): never {
  throw new InvalidSiwxMessageError(part, reason)
}

/** Reads the lines in their fixed order; each optional tagged line is taken only where it belongs. */
function createReader(lines: readonly string[], start: number) {
  let index = start
  return {
    required(part: SiwxMessagePart, tag: string): string {
      const line = lines[index]
      if (line === undefined || !line.startsWith(tag))
        fail(part, `is missing: expected '${tag}' on line ${index + 1}`)
      index++
      return line.slice(tag.length)
    },
    optional(tag: string): string | undefined {
      const line = lines[index]
      if (line === undefined || !line.startsWith(tag)) return undefined
      index++
      return line.slice(tag.length)
    },
    rest: () => lines.slice(index),
  }
}

/**
 * Parses the text of a SIWX message (EIP-4361 for eip155; the same CAIP-122 layout for solana
 * and bip122) into its fields, refusing anything that does not follow the grammar: missing or
 * out-of-order lines, a line break in the statement, invalid fields (see
 * `validateSiwxMessageData`), extra lines, or a text over the length cap (checked before
 * anything else, so a 1 MB statement costs no pattern work). Throws InvalidSiwxMessageError.
 *
 * @example
 * const message = parseSiwxMessage(text)
 * message.chainId // 'eip155:1'
 * message.toString() === text // true
 */
export function parseSiwxMessage(text: string): SiwxMessage {
  if (typeof text !== 'string') fail('message', 'is not a string')
  if (text.length > SIWX_MESSAGE_LIMITS.message)
    fail('message', `is longer than ${SIWX_MESSAGE_LIMITS.message} characters`)
  if (text.includes('\r')) fail('message', 'has a carriage return (lines end with \\n only)')
  const lines = text.split('\n')
  const header = lines[0] ?? ''
  const middle = header.indexOf(headerMiddle)
  if (middle === -1 || !header.endsWith(headerEnd))
    fail('message', "does not start with '{domain} wants you to sign in with your … account:'")
  const origin = header.slice(0, middle)
  const chainName = header.slice(middle + headerMiddle.length, header.length - headerEnd.length)
  const namespace = getSiwxNamespaceByChainName(chainName)
  if (!namespace) fail('chainId', `names an unsupported chain: ${chainName}`)
  const schemeEnd = origin.indexOf('://')
  const scheme = schemeEnd === -1 ? undefined : origin.slice(0, schemeEnd)
  const domain = schemeEnd === -1 ? origin : origin.slice(schemeEnd + 3)
  if (domain === '') fail('domain', 'is missing')

  const accountAddress = lines[1] ?? ''
  if (lines[2] !== '') fail('message', 'needs an empty line after the address')
  // Either '' (no statement) or the statement line followed by ''.
  let next = 3
  let statement: string | undefined
  if (lines[3] !== '') {
    statement = lines[3]
    if (lines[4] !== '') fail('statement', 'must be one line followed by an empty line')
    next = 5
  } else {
    next = 4
  }
  const read = createReader(lines, next)
  const uri = read.required('uri', 'URI: ')
  const version = read.required('version', 'Version: ')
  const reference = read.required('chainId', 'Chain ID: ')
  const nonce = read.required('nonce', 'Nonce: ')
  const issuedAt = read.required('issuedAt', 'Issued At: ')
  const expirationTime = read.optional('Expiration Time: ')
  const notBefore = read.optional('Not Before: ')
  const requestId = read.optional('Request ID: ')
  let resources: string[] | undefined
  const rest = read.rest()
  if (rest.length > 0) {
    if (rest[0] !== 'Resources:') fail('message', `has an unexpected line: ${rest[0]}`)
    resources = rest.slice(1).map((line) => {
      if (!line.startsWith('- ')) fail('resources', `has a line that is not '- {uri}': ${line}`)
      return line.slice(2)
    })
    if (resources.length === 0) fail('resources', "is empty (leave out 'Resources:')")
  }
  const data: SiwxMessageData = {
    accountAddress,
    chainId: `${namespace}:${reference}`,
    domain,
    uri,
    version: version as '1',
    nonce,
    issuedAt,
    ...(scheme === undefined ? {} : { scheme }),
    ...(statement === undefined ? {} : { statement }),
    ...(expirationTime === undefined ? {} : { expirationTime }),
    ...(notBefore === undefined ? {} : { notBefore }),
    ...(requestId === undefined ? {} : { requestId }),
    ...(resources === undefined ? {} : { resources }),
  }
  return toSiwxMessage(data)
}
