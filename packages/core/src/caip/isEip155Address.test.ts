import { describe, expect, it } from 'vitest'
import { isEip155Address, toChecksumAddress } from './isEip155Address'

// Vectors from ERC-55 ("Test Cases").
const checksummed = [
  '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed',
  '0xfB6916095ca1df60bB79Ce92cE3Ea74c37c5d359',
  '0xdbF03B407c01E7cD3CBea99509d93f8DDDC8C6FB',
  '0xD1220A0cf47c7B9Be7A2E6BA89F429762e7b9aDb',
]
const allCaps = [
  '0x52908400098527886E0F7030069857D2E4169EE7',
  '0x8617E340B3D01FA5F11F306F4090FD50E238070D',
]
const allLower = [
  '0xde709f2102306220921060314715629080e2fb77',
  '0x27b1fdb04752bbc536007a920d24acb045561c26',
]

function flipFirstLetterCase(address: string): string {
  const index = address.slice(2).search(/[a-fA-F]/) + 2
  const char = address[index] as string
  const flipped = char === char.toUpperCase() ? char.toLowerCase() : char.toUpperCase()
  return address.slice(0, index) + flipped + address.slice(index + 1)
}

describe('isEip155Address', () => {
  it.each([...checksummed, ...allCaps, ...allLower])(
    "accepts EIP-55 vector %s ('eip155 is 40 hex characters with optional 0x')",
    (address) => {
      expect(isEip155Address(address)).toBe(true)
    },
  )

  it.each(checksummed)(
    'rejects %s with one letter case flipped (EIP-55 checksum detection)',
    (address) => {
      expect(isEip155Address(flipFirstLetterCase(address))).toBe(false)
    },
  )

  it("accepts the optional 0x: 40 hex without prefix ('optional 0x')", () => {
    expect(isEip155Address(checksummed[0]!.slice(2))).toBe(true)
    expect(isEip155Address(allLower[0]!.slice(2))).toBe(true)
  })

  it('rejects 0X, 39 or 41 hex digits and non-hex characters', () => {
    expect(isEip155Address(`0X${allLower[0]!.slice(2)}`)).toBe(false)
    expect(isEip155Address(allLower[0]!.slice(0, -1))).toBe(false)
    expect(isEip155Address(`${allLower[0]}a`)).toBe(false)
    expect(isEip155Address(`0x${'g'.repeat(40)}`)).toBe(false)
    expect(isEip155Address('')).toBe(false)
  })

  it('toChecksumAddress produces the EIP-55 form', () => {
    for (const address of checksummed) {
      expect(toChecksumAddress(address.toLowerCase())).toBe(address)
    }
  })
})
