import { describe, expect, it } from 'vitest'
import { InvalidSiwxMessageError } from '../errors/InvalidSiwxMessageError'
import { type CreateSiwxMessageParameters, createSiwxMessage } from './createSiwxMessage'
import { parseSiwxMessage } from './parseSiwxMessage'

const refusal = (part: string) => new RegExp(`^Invalid SIWX message: ${part} `)

const evm: CreateSiwxMessageParameters = {
  accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  chainId: 'eip155:1',
  domain: 'service.org',
  uri: 'https://service.org/login',
  nonce: 'q3X9mVb0LrT2aZ7c',
  issuedAt: '2021-09-30T16:25:24.000Z',
}
// A real Solana public key (the wrapped SOL mint) and Bitcoin addresses of each kind.
const solanaAddress = 'So11111111111111111111111111111111111111112'
const solanaMainnet = 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp'
const bitcoinMainnet = 'bip122:000000000019d6689c085ae165831e93'

describe('createSiwxMessage', () => {
  it('carries every SPEC §3 SIWX field (accountAddress, chainId, domain, uri, version, nonce, notBefore, statement, resources, requestId, issuedAt, expirationTime) through text and back', () => {
    const message = createSiwxMessage({
      ...evm,
      statement: 'I accept the ServiceOrg Terms of Service: https://service.org/tos',
      issuedAt: new Date('2026-11-25T10:00:00.000Z'),
      notBefore: new Date('2026-11-25T10:00:00.000Z'),
      expirationTime: '2026-11-25T11:00:00.000Z',
      requestId: 'request-1',
      resources: ['ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu', 'https://service.org/a'],
    })
    expect(message.serializedMessage).toBe(
      [
        'service.org wants you to sign in with your Ethereum account:',
        '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
        '',
        'I accept the ServiceOrg Terms of Service: https://service.org/tos',
        '',
        'URI: https://service.org/login',
        'Version: 1',
        'Chain ID: 1',
        'Nonce: q3X9mVb0LrT2aZ7c',
        'Issued At: 2026-11-25T10:00:00.000Z',
        'Expiration Time: 2026-11-25T11:00:00.000Z',
        'Not Before: 2026-11-25T10:00:00.000Z',
        'Request ID: request-1',
        'Resources:',
        '- ipfs://Qme7ss3ARVgxv6rXqVPiikMJ8u2NLgmgszg13pYrDKEoiu',
        '- https://service.org/a',
      ].join('\n'),
    )
    const { toString: _a, ...parsed } = parseSiwxMessage(message.toString())
    const { toString: _b, ...created } = message
    expect(parsed).toEqual(created)
  })

  it('defaults version to 1 and issuedAt to now, and drops an empty resource list', () => {
    const before = Date.now()
    const message = createSiwxMessage({ ...evm, issuedAt: undefined, resources: [] })
    expect(message.version).toBe('1')
    expect(Date.parse(message.issuedAt)).toBeGreaterThanOrEqual(before - 1)
    expect(message.resources).toBeUndefined()
    expect(message.toString()).not.toContain('Resources:')
  })

  it('writes the EIP-55 checksum into an all-lower or all-upper address, and refuses a mixed-case one with a wrong checksum', () => {
    const lower = createSiwxMessage({ ...evm, accountAddress: evm.accountAddress.toLowerCase() })
    expect(lower.accountAddress).toBe('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')
    const upper = createSiwxMessage({
      ...evm,
      accountAddress: `0x${evm.accountAddress.slice(2).toUpperCase()}`,
    })
    expect(upper.accountAddress).toBe('0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2')
    expect(() =>
      createSiwxMessage({ ...evm, accountAddress: '0xc02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2' }),
    ).toThrow(refusal('accountAddress'))
  })

  it("refuses viem's invalid fields: chainId 1.1, nonce '#foo', version '2', scheme foo_bar, domain http://example.com and -example.com (HOSTILE §A)", () => {
    expect(() => createSiwxMessage({ ...evm, chainId: 'eip155:1.1' })).toThrow(refusal('chainId'))
    expect(() => createSiwxMessage({ ...evm, nonce: '#foo' })).toThrow(refusal('nonce'))
    expect(() => createSiwxMessage({ ...evm, version: '2' as '1' })).toThrow(refusal('version'))
    expect(() => createSiwxMessage({ ...evm, scheme: 'foo_bar' })).toThrow(refusal('scheme'))
    expect(() => createSiwxMessage({ ...evm, domain: 'http://example.com' })).toThrow(
      refusal('domain'),
    )
    expect(() => createSiwxMessage({ ...evm, domain: '-example.com' })).toThrow(refusal('domain'))
    expect(() => createSiwxMessage({ ...evm, chainId: 'cosmos:cosmoshub-4' })).toThrow(
      refusal('chainId'),
    )
    expect(() => createSiwxMessage({ ...evm, chainId: 'eip155:01' })).toThrow(refusal('chainId'))
    expect(() => createSiwxMessage({ ...evm, issuedAt: new Date(Number.NaN) })).toThrow(
      refusal('issuedAt'),
    )
    expect(() => createSiwxMessage({ ...evm, statement: '' })).toThrow(refusal('statement'))
  })

  const invalidUris = [
    '',
    'service.org/login',
    '//service.org/login',
    ':not_a_rfc3986_valid_uri_',
    '1https://service.org',
    'https://exa mple.com',
    'https://service.org/\nlogin',
    'https://service.org/%zz',
    'https://service.org/%4',
    'https://[::1',
    'https://service.org:99999999/',
    'https://-service.org/',
    'https://user@@service.org/',
    'https://xn--e1afmkfd.xn--p1ai/\u043f',
    'https://service.org/<script>',
    'https://service.org/"quoted"',
    'https://service.org/{a}|b\\c^d`e',
    'https://serv\u202Eice.org/',
  ]
  for (const uri of invalidUris) {
    it(`refuses ${JSON.stringify(uri)} as uri and as a resource`, () => {
      expect(() => createSiwxMessage({ ...evm, uri })).toThrow(refusal('uri'))
      expect(() => createSiwxMessage({ ...evm, resources: ['https://service.org', uri] })).toThrow(
        refusal('resources'),
      )
    })
  }

  const invalidStatementChars = [
    '\n',
    '\r',
    '\t',
    '\u0000',
    '\u202E',
    '\u200B',
    '\u200D',
    '\uFEFF',
    '\u00A0',
    'é',
    '\u0430', // Cyrillic 'а', a homoglyph of 'a'
    '😀',
    '"',
    '%',
    '<',
    '>',
    '\\',
    '^',
    '`',
    '{',
    '|',
    '}',
    '\u007F',
  ]
  for (const char of invalidStatementChars) {
    it(`refuses the statement character U+${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')} (ASCII-only ABNF, HOSTILE §E)`, () => {
      expect(() => createSiwxMessage({ ...evm, statement: `Sign in ${char} here` })).toThrow(
        refusal('statement'),
      )
    })
  }

  it('refuses a 1 MB statement, 10,000 resources and a 1 MB message by their length caps (ReDoS guard, HOSTILE §A)', () => {
    const huge = 'a'.repeat(1_000_000)
    expect(() => createSiwxMessage({ ...evm, statement: huge })).toThrow(
      /statement is longer than 1024 characters/,
    )
    const resources = Array.from({ length: 10_000 }, (_, i) => `https://service.org/${i}`)
    expect(() => createSiwxMessage({ ...evm, resources })).toThrow(
      /resources has more than 32 entries/,
    )
    const text = createSiwxMessage(evm).toString()
    expect(() =>
      parseSiwxMessage(text.replace('\n\nURI:', `\n${huge}\n\nURI:`).replace('\n\n\n', '\n\n')),
    ).toThrow(/message is longer than 8192 characters/)
    const manyResources = `${text}\nResources:\n${resources.map((r) => `- ${r}`).join('\n')}`
    expect(() => parseSiwxMessage(manyResources)).toThrow(/message is longer than 8192 characters/)
  })

  it('refuses dates of days that do not exist, hours past 23 and leap seconds (an invalid date is a refusal)', () => {
    for (const date of [
      '2022-02-31T17:09:38.578Z',
      '2023-02-29T00:00:00Z',
      '2021-13-01T00:00:00Z',
      '2021-04-31T00:00:00Z',
      '2021-01-01T24:00:00Z',
      '2016-12-31T23:59:60Z',
      '2021-01-01T00:00:00+24:00',
      '2021-01-01 00:00:00Z',
      '2021-01-01T00:00:00',
      'Wed Oct 05 2011 16:48:00 GMT+0200 (CEST)',
    ])
      expect(() => createSiwxMessage({ ...evm, expirationTime: date }), date).toThrow(
        refusal('expirationTime'),
      )
    expect(
      createSiwxMessage({ ...evm, notBefore: '2024-02-29T12:00:00.123456+05:30' }).notBefore,
    ).toBe('2024-02-29T12:00:00.123456+05:30')
  })
})

describe('EIP-55 addresses in messages (ERC-55 vectors, HOSTILE §A)', () => {
  const valid = [
    // All caps, all lower and mixed-case addresses from ERC-55 whose checksum is that case.
    '0x52908400098527886E0F7030069857D2E4169EE7',
    '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
    '0xde709f2102306220921060314715629080e2fb77',
    '0x27b1fdb04752bbc536007a920d24acb045561c26',
    '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
    '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
    '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
    '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
  ]
  const text = (address: string) =>
    createSiwxMessage(evm).toString().replace(evm.accountAddress, address)

  it('accepts the ERC-55 vectors when parsing', () => {
    for (const address of valid)
      expect(parseSiwxMessage(text(address)).accountAddress).toBe(address)
  })

  it("refuses each mixed-case vector with one letter's case flipped, 0X, 39 or 41 hex digits and non-hex", () => {
    for (const address of valid.slice(4)) {
      const index = [...address].findIndex((c, i) => i > 1 && /[a-fA-F]/.test(c))
      const c = address[index] as string
      const flipped =
        address.slice(0, index) +
        (c === c.toLowerCase() ? c.toUpperCase() : c.toLowerCase()) +
        address.slice(index + 1)
      expect(() => parseSiwxMessage(text(flipped)), flipped).toThrow(refusal('accountAddress'))
    }
    for (const address of [
      '0X5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAe',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAedd',
      '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAeg',
    ])
      expect(() => parseSiwxMessage(text(address)), address).toThrow(refusal('accountAddress'))
  })
})

describe('solana and bip122 messages (CAIP-122)', () => {
  it("writes and reads a Solana message with 'Solana' in the header and the CAIP-2 reference as Chain ID", () => {
    const message = createSiwxMessage({
      ...evm,
      accountAddress: solanaAddress,
      chainId: solanaMainnet,
    })
    const text = message.toString()
    expect(text.split('\n').slice(0, 2)).toEqual([
      'service.org wants you to sign in with your Solana account:',
      solanaAddress,
    ])
    expect(text).toContain('\nChain ID: 5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp\n')
    expect(parseSiwxMessage(text)).toMatchObject({
      chainId: solanaMainnet,
      accountAddress: solanaAddress,
    })
  })

  it("writes and reads Bitcoin messages for P2PKH, P2WPKH and taproot addresses with 'Bitcoin' in the header", () => {
    for (const address of [
      '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
      'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      'bc1p5d7rjq7g6rdk2yhzks9smlaqtedr4dekq08ge8ztwac72sfr9rusxg3297',
    ]) {
      const text = createSiwxMessage({
        ...evm,
        accountAddress: address,
        chainId: bitcoinMainnet,
      }).toString()
      expect(text.startsWith('service.org wants you to sign in with your Bitcoin account:\n')).toBe(
        true,
      )
      expect(parseSiwxMessage(text)).toMatchObject({
        chainId: bitcoinMainnet,
        accountAddress: address,
      })
    }
  })

  it('refuses an address of another namespace and a reference that is not of the namespace', () => {
    expect(() => createSiwxMessage({ ...evm, chainId: solanaMainnet })).toThrow(
      refusal('accountAddress'),
    )
    expect(() =>
      createSiwxMessage({ ...evm, accountAddress: solanaAddress, chainId: bitcoinMainnet }),
    ).toThrow(refusal('accountAddress'))
    expect(() =>
      createSiwxMessage({ ...evm, accountAddress: solanaAddress, chainId: 'solana:bad!ref' }),
    ).toThrow(refusal('chainId'))
    expect(() =>
      createSiwxMessage({
        ...evm,
        accountAddress: '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa',
        chainId: 'bip122:1',
      }),
    ).toThrow(InvalidSiwxMessageError)
  })
})
