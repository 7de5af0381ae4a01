import { describe, expect, it } from 'vitest'
import { BigDecimal, divideBigNumbers, toBigDecimal } from './bigDecimal'
import { formatBalance } from './formatBalance'
import {
  formatNumberToLocalString,
  formatTokenValue,
  formatTransactionAmount,
} from './formatNumber'
import { getDisplayName } from './getDisplayName'
import { truncateAddress } from './truncateAddress'
import { formatUnits, parseUnits } from './units'

describe('formatBalance', () => {
  it("'Balance shown truncated to 3 decimals ('0.000' when zero)'", () => {
    expect(formatBalance('1.23456')).toBe('1.234')
    expect(formatBalance('1.2349999', 'ETH')).toBe('1.234 ETH')
    expect(formatBalance('0')).toBe('0.000')
    expect(formatBalance('0', 'USDC')).toBe('0.000 USDC')
    expect(formatBalance('0.0009')).toBe('0.000')
    expect(formatBalance(undefined, 'ETH')).toBe('0.000 ETH')
    expect(formatBalance('not a number')).toBe('0.000')
    expect(formatBalance('')).toBe('0.000')
  })

  it('is exact for amounts a float would round (never floats for amounts)', () => {
    expect(formatBalance('123456789012345678.9999')).toBe('123456789012345678.999')
    expect(formatBalance(10n ** 30n)).toBe('1000000000000000000000000000000')
    expect(formatBalance('-1.23456')).toBe('-1.234')
  })

  it('reads what Big.js reads: leading points, exponents, leading zeros; refuses the rest', () => {
    expect(formatBalance('.5')).toBe('0.5')
    expect(formatBalance('5.')).toBe('5')
    expect(formatBalance('0012.50000', 'SEAM')).toBe('12.5 SEAM')
    expect(formatBalance('1.5e3')).toBe('1500')
    expect(formatBalance('1.5e-2')).toBe('0.015')
    expect(formatBalance('1.5e-4')).toBe('0.000')
    expect(formatBalance('-0.0001')).toBe('0.000')
    expect(formatBalance('1e99999')).toBe('0.000')
    expect(formatBalance('1.2.3')).toBe('0.000')
    expect(formatBalance('0x10')).toBe('0.000')
    expect(formatBalance('-')).toBe('0.000')
  })
})

describe('formatTokenValue / formatNumberToLocalString', () => {
  it("'token value 2 decimals' in en-US ('Number formatting 2 decimals en-US')", () => {
    expect(formatTokenValue('1234.5')).toBe('1,234.50')
    expect(formatTokenValue('1999.999')).toBe('2,000.00')
    expect(formatTokenValue('0.005')).toBe('0.01')
    expect(formatTokenValue(undefined)).toBe('0.00')
    expect(formatTokenValue('12345678901234567890.125')).toBe('12,345,678,901,234,567,890.13')
  })

  it('accepts other decimal counts', () => {
    expect(formatNumberToLocalString('1234.56789', 4)).toBe('1,234.5679')
    expect(formatNumberToLocalString(5n, 0)).toBe('5')
  })
})

describe('formatTransactionAmount', () => {
  it("'transaction amounts 3 decimals'", () => {
    expect(formatTransactionAmount('0.12345')).toBe('0.123')
    expect(formatTransactionAmount('0.0005')).toBe('0.001')
    expect(formatTransactionAmount('2')).toBe('2.000')
    expect(formatTransactionAmount(undefined)).toBeUndefined()
    expect(formatTransactionAmount('x')).toBeUndefined()
  })
})

describe('truncateAddress', () => {
  it("'Addresses truncated 4 start, 6 end'", () => {
    expect(truncateAddress('0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed')).toBe('0x5a...1BeAed')
    expect(truncateAddress('So11111111111111111111111111111111111111112')).toBe('So11...111112')
  })

  it('leaves strings too short to shorten unchanged', () => {
    expect(truncateAddress('0x12345678901')).toBe('0x12345678901')
    expect(truncateAddress('0x123456789012')).toBe('0x12...789012')
  })
})

describe('getDisplayName', () => {
  it("'Display name: social username (trailing 0 removed for discord)'", () => {
    expect(getDisplayName({ username: 'alice0', socialProvider: 'discord' })).toBe('alice')
    expect(getDisplayName({ username: 'alice0', socialProvider: 'github' })).toBe('alice0')
    expect(getDisplayName({ username: 'bob', email: 'b@x.io', socialProvider: 'x' })).toBe('bob')
  })

  it("'else e-mail'", () => {
    expect(getDisplayName({ email: 'carol@example.com' })).toBe('carol@example.com')
    expect(getDisplayName({ username: 'u', email: 'e@x.io' })).toBe('e@x.io')
    expect(getDisplayName({ email: 'x0@y.io', socialProvider: 'discord' })).toBe('x0@y.io')
    expect(getDisplayName({})).toBeUndefined()
  })

  it("'cut to 27 characters plus an ellipsis when over 30'", () => {
    const thirty = 'a'.repeat(20) + '@example.c'
    expect(thirty).toHaveLength(30)
    expect(getDisplayName({ email: thirty })).toBe(thirty)
    const thirtyOne = `${thirty}o`
    expect(getDisplayName({ email: thirtyOne })).toBe(`${thirtyOne.slice(0, 27)}...`)
    expect(getDisplayName({ email: thirtyOne })).toHaveLength(30)
  })
})

describe('big numbers', () => {
  it("'big-number default 20 places, round half up'", () => {
    expect(divideBigNumbers('2', '3')).toBe('0.66666666666666666667')
    expect(divideBigNumbers('1', '8')).toBe('0.125')
    expect(new BigDecimal('0.000000000000000000005').div(1).toFixed()).toBe(
      '0.00000000000000000001',
    )
    expect(new BigDecimal('0.000000000000000000004').div(1).toFixed()).toBe('0')
  })

  it('toBigDecimal parses decimals exactly and rejects junk', () => {
    expect(toBigDecimal('0.1')?.plus('0.2').toFixed()).toBe('0.3')
    expect(toBigDecimal(12n)?.toFixed()).toBe('12')
    expect(toBigDecimal(null)).toBeUndefined()
    expect(toBigDecimal('  ')).toBeUndefined()
    expect(toBigDecimal('1e')).toBeUndefined()
  })

  it('does not change the global big.js settings', async () => {
    const { default: GlobalBig } = await import('big.js')
    expect(GlobalBig.DP).toBe(20)
    expect(BigDecimal).not.toBe(GlobalBig)
  })
})

describe('formatUnits / parseUnits (bigint, never floats)', () => {
  it('formats base units exactly', () => {
    expect(formatUnits(1_500_000n, 6)).toBe('1.5')
    expect(formatUnits(1n, 18)).toBe('0.000000000000000001')
    expect(formatUnits(-25n, 1)).toBe('-2.5')
    expect(formatUnits(1000n, 0)).toBe('1000')
    expect(formatUnits(0n, 6)).toBe('0')
    expect(formatUnits(123456789012345678901234567890n, 18)).toBe('123456789012.34567890123456789')
  })

  it('parses decimals into base units, rounding extra digits half up', () => {
    expect(parseUnits('1.5', 6)).toBe(1_500_000n)
    expect(parseUnits('0.000000000000000001', 18)).toBe(1n)
    expect(parseUnits('-2.5', 1)).toBe(-25n)
    expect(parseUnits('.5', 1)).toBe(5n)
    expect(parseUnits('7.', 2)).toBe(700n)
    expect(parseUnits('1.2345', 2)).toBe(123n)
    expect(parseUnits('1.235', 2)).toBe(124n)
    expect(parseUnits(formatUnits(987654321987654321n, 9), 9)).toBe(987654321987654321n)
  })

  it('rejects invalid input', () => {
    expect(() => parseUnits('1e18', 18)).toThrow('Invalid decimal number: 1e18')
    expect(() => parseUnits('', 18)).toThrow(RangeError)
    expect(() => parseUnits('.', 18)).toThrow(RangeError)
    expect(() => parseUnits('1', -1)).toThrow('Invalid decimals: -1')
    expect(() => formatUnits(1n, 1.5)).toThrow('Invalid decimals: 1.5')
  })
})
