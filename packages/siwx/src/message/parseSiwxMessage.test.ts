import { describe, expect, it } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import { parseSiwxMessage } from './parseSiwxMessage'
import { serializeSiwxMessage } from './serializeSiwxMessage'
import { readSiweVectors, type SiweVectorFields, toSiwxData } from './siweVectors.fixture'

const positives = readSiweVectors<{ message: string; fields: SiweVectorFields }>(
  'parsing_positive.json',
)
const negatives = readSiweVectors<string>('parsing_negative.json')
const negativeObjects = readSiweVectors<SiweVectorFields>('parsing_negative_objects.json')

/** The part each negative vector must be refused for (the clear reason). */
const refusedPart: Record<string, string> = {
  'missing domain': 'domain',
  'missing address': 'accountAddress',
  'missing uri': 'uri',
  'missing version': 'version',
  'missing chainId': 'chainId',
  'missing nonce': 'nonce',
  'missing issuedAt': 'issuedAt',
  'out of order uri': 'uri',
  'out of order version': 'version',
  'out of order chainId': 'chainId',
  'out of order nonce': 'nonce',
  'out of order issuedAt': 'issuedAt',
  'out of order expirationTime': 'message',
  'out of order notBefore': 'message',
  'out of order requestId': 'resources',
  'out of order resources': 'resources',
  'domain not RFC4501 authority': 'domain',
  'address not EIP-55': 'accountAddress',
  'statement has line break': 'statement',
  'uri is non-RFC 3986': 'uri',
  'version not 1': 'version',
  'not a valid chainId': 'chainId',
  'nonce with less then 8 chars': 'nonce',
  'non-ISO 8601 issuedAt': 'issuedAt',
  'non-ISO 8601 expirationTime': 'expirationTime',
  'non-ISO 8601 notBefore': 'notBefore',
  'resources not separated by line break': 'resources',
  'first resource not-RFC 3986': 'resources',
  'second resource is not-RFC3986': 'resources',
}

const refusal = (part: string) => new RegExp(`^Invalid SIWX message: ${part} `)

describe('EIP-4361 conformance vectors (spruceid/siwe)', () => {
  it('has all 19 positive, 29 negative and 18 negative-object cases', () => {
    expect(Object.keys(positives)).toHaveLength(19)
    expect(Object.keys(negatives)).toHaveLength(29)
    expect(Object.keys(negativeObjects)).toHaveLength(18)
    expect(Object.keys(refusedPart).sort()).toEqual(Object.keys(negatives).sort())
  })

  for (const [name, { message, fields }] of Object.entries(positives)) {
    it(`parses '${name}' to its fields and writes it back byte for byte`, () => {
      const parsed = parseSiwxMessage(message)
      const { serializedMessage, toString: _, ...parsedFields } = parsed
      expect(parsedFields).toEqual(toSiwxData(fields))
      expect(parsed.toString()).toBe(message)
      expect(serializedMessage).toBe(message)
      expect(serializeSiwxMessage(toSiwxData(fields))).toBe(message)
    })
  }

  for (const [name, message] of Object.entries(negatives)) {
    it(`refuses the text '${name}' (${refusedPart[name]})`, () => {
      expect(() => parseSiwxMessage(message)).toThrow(InvalidSiwxMessageError)
      expect(() => parseSiwxMessage(message)).toThrow(refusal(refusedPart[name] as string))
    })
  }

  for (const [name, fields] of Object.entries(negativeObjects)) {
    const part = refusedPart[name] as string
    it(`refuses to build the object '${name}' (${part})`, () => {
      expect(() => serializeSiwxMessage(toSiwxData(fields))).toThrow(refusal(part))
    })
  }
})

describe('parseSiwxMessage grammar', () => {
  const base = positives['couple of optional fields']?.message as string

  it('refuses extra lines, a carriage return, an empty Resources list and an unknown chain name', () => {
    expect(() => parseSiwxMessage(`${base}\nExtra: line`)).toThrow(refusal('resources'))
    expect(() => parseSiwxMessage(base.replace('\nURI:', '\r\nURI:'))).toThrow(refusal('message'))
    const noResources = base.slice(0, base.indexOf('\n- '))
    expect(() => parseSiwxMessage(noResources)).toThrow(refusal('resources'))
    expect(() => parseSiwxMessage(base.replace('Ethereum account', 'Dogecoin account'))).toThrow(
      refusal('chainId'),
    )
    expect(() => parseSiwxMessage(42 as unknown as string)).toThrow(refusal('message'))
  })
})
