import { describe, expect, it } from 'vitest'
import {
  InvalidCaip2NetworkIdError,
  InvalidCaip10AddressError,
  InvalidCaipAddressError,
} from '../errors/caipErrors'
import { isChainNamespace } from './isChainNamespace'
import { isNamespaceAddress } from './isNamespaceAddress'
import { isCaipAddress, parseCaipAddress, toCaipAddress } from './parseCaipAddress'
import { isCaipNetworkId, parseCaipNetworkId } from './parseCaipNetworkId'

const evm = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'

describe('parseCaipNetworkId', () => {
  it("parses 'CAIP-2 id exactly 2 parts'", () => {
    expect(parseCaipNetworkId('eip155:137')).toEqual({ namespace: 'eip155', reference: '137' })
    expect(parseCaipNetworkId('solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp').namespace).toBe('solana')
    expect(parseCaipNetworkId('cosmos:cosmoshub-4').reference).toBe('cosmoshub-4')
  })

  it.each([
    'eip155',
    'eip155:1:2',
    'eip155:',
    ':1',
    'tron:1',
    'eip155:1 ',
    `eip155:${'1'.repeat(33)}`,
  ])("throws 'Invalid CAIP-2 network id: {value}' for %j", (value) => {
    expect(() => parseCaipNetworkId(value)).toThrow(`Invalid CAIP-2 network id: ${value}`)
    expect(() => parseCaipNetworkId(value)).toThrow(InvalidCaip2NetworkIdError)
  })

  it('isCaipNetworkId answers without throwing', () => {
    expect(isCaipNetworkId('eip155:1')).toBe(true)
    expect(isCaipNetworkId('eip155')).toBe(false)
    expect(isCaipNetworkId(1)).toBe(false)
  })
})

describe('parseCaipAddress', () => {
  it("parses 'CAIP address has exactly 3 non-empty colon parts with a known namespace'", () => {
    expect(parseCaipAddress(`eip155:1:${evm}`)).toEqual({
      namespace: 'eip155',
      reference: '1',
      address: evm,
      caipNetworkId: 'eip155:1',
    })
    expect(
      parseCaipAddress(
        'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:So11111111111111111111111111111111111111112',
      ).address,
    ).toBe('So11111111111111111111111111111111111111112')
  })

  it.each(['eip155:1', `eip155:1:${evm}:x`, `eip155::${evm}`, 'eip155:1:', `tron:1:${evm}`, ''])(
    "throws 'Invalid CAIP Address' for %j",
    (value) => {
      expect(() => parseCaipAddress(value)).toThrow('Invalid CAIP Address')
      expect(() => parseCaipAddress(value)).toThrow(InvalidCaipAddressError)
    },
  )

  it.each([
    'eip155:1:0x123',
    `eip155:1:${evm.toLowerCase().replace('5aa', '5aA')}`,
    'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp:0OIl',
    `eip155:${'9'.repeat(40)}:${evm}`,
  ])("throws 'Invalid CAIP-10 address: {value}' for %j", (value) => {
    expect(() => parseCaipAddress(value)).toThrow(`Invalid CAIP-10 address: ${value}`)
    expect(() => parseCaipAddress(value)).toThrow(InvalidCaip10AddressError)
  })

  it('isCaipAddress and toCaipAddress', () => {
    expect(isCaipAddress(`eip155:1:${evm}`)).toBe(true)
    expect(isCaipAddress('eip155:1:0x1')).toBe(false)
    expect(isCaipAddress(null)).toBe(false)
    expect(toCaipAddress('eip155:10', evm)).toBe(`eip155:10:${evm}`)
    expect(() => toCaipAddress('eip155:10', '0x1')).toThrow(
      'Invalid CAIP-10 address: eip155:10:0x1',
    )
  })

  it('isChainNamespace and isNamespaceAddress dispatch per namespace', () => {
    expect(isChainNamespace('bip122')).toBe(true)
    expect(isChainNamespace('tron')).toBe(false)
    expect(isNamespaceAddress('bip122', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(true)
    expect(isNamespaceAddress('cosmos', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa')).toBe(false)
    expect(isNamespaceAddress('polkadot', '5GrwvaEF5zXb26Fz9rcQpDWS57CtERHpNehXCPcNoHGKutQY')).toBe(
      true,
    )
  })
})
