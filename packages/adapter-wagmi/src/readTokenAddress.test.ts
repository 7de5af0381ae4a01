import { describe, expect, it } from 'vitest'
import { readTokenAddress } from './readTokenAddress'

describe('readTokenAddress', () => {
  it('reads the contract of a CAIP-10 token id or a bare address; none for the native coin', () => {
    const usdc = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
    expect(readTokenAddress(`eip155:31337:${usdc}`)).toBe(usdc)
    expect(readTokenAddress(usdc)).toBe(usdc)
    expect(readTokenAddress(undefined)).toBeUndefined()
    expect(readTokenAddress('')).toBeUndefined()
    expect(readTokenAddress('eip155:1:not-an-address')).toBeUndefined()
  })
})
