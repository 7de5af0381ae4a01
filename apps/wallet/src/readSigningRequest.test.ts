import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { readSigningRequest } from './readSigningRequest'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const typedData = {
  domain: { name: 'Test', chainId: 1 },
  types: {
    EIP712Domain: [{ name: 'name', type: 'string' }],
    Mail: [{ name: 'contents', type: 'string' }],
  },
  primaryType: 'Mail',
  message: { contents: 'hello' },
}

describe('readSigningRequest', () => {
  it('reads personal_sign with a hex message, or text as its UTF-8 bytes', () => {
    const hex = stringToHex('hello')
    expect(readSigningRequest('personal_sign', [hex, address])).toEqual({
      method: 'personal_sign',
      address,
      message: hex,
    })
    expect(readSigningRequest('personal_sign', ['hello', address])).toMatchObject({ message: hex })
  })

  it('reads eth_signTypedData_v4 from a JSON string or an object, without EIP712Domain', () => {
    const fromString = readSigningRequest('eth_signTypedData_v4', [
      address,
      JSON.stringify(typedData),
    ])
    const fromObject = readSigningRequest('eth_signTypedData_v4', [address, typedData])
    expect(fromString).toEqual(fromObject)
    expect(fromString).toMatchObject({
      method: 'eth_signTypedData_v4',
      address,
      typedData: { primaryType: 'Mail', types: { Mail: typedData.types.Mail } },
    })
    expect(Object.keys((fromString as { typedData: { types: object } }).typedData.types)).toEqual([
      'Mail',
    ])
  })

  it('reads eth_sendTransaction quantities as numbers', () => {
    const request = readSigningRequest('eth_sendTransaction', [
      { from: address, to: address, value: '0x10', gas: '0x5208', input: '0xabcd' },
    ])
    expect(request).toEqual({
      method: 'eth_sendTransaction',
      address,
      transaction: { from: address, to: address, value: 16n, gas: 21000n, data: '0xabcd' },
    })
  })

  it('HOSTILE G: the request is a frozen copy; changing the params afterwards changes nothing', () => {
    const params = [address, structuredClone(typedData)] as const
    const request = readSigningRequest('eth_signTypedData_v4', params)
    params[1].message.contents = 'swapped'
    expect(request).toMatchObject({ typedData: { message: { contents: 'hello' } } })
    expect(Object.isFrozen(request)).toBe(true)
    const message = (request as { typedData: { message: Record<string, unknown> } }).typedData
      .message
    expect(() => {
      message.contents = 'swapped'
    }).toThrow(TypeError)
  })

  it('refuses other methods with 4200 and malformed params with -32602', () => {
    expect(() => readSigningRequest('eth_sign', [address, '0x00'])).toThrow(
      expect.objectContaining({ code: 4200, name: 'UnsupportedMethodError' }),
    )
    expect(() => readSigningRequest('personal_sign', ['0x00'])).toThrow(
      expect.objectContaining({ code: -32602 }),
    )
    expect(() => readSigningRequest('personal_sign', ['0x00', 'not-an-address'])).toThrow(
      'The signer must be an address, got "not-an-address".',
    )
    expect(() => readSigningRequest('eth_signTypedData_v4', [address, '{oops'])).toThrow(
      'The typed data is not valid JSON.',
    )
    expect(() =>
      readSigningRequest('eth_signTypedData_v4', [address, { ...typedData, primaryType: 'Nope' }]),
    ).toThrow('The typed data has no type "Nope".')
    expect(() => readSigningRequest('eth_sendTransaction', [{ from: address }])).toThrow(
      'A transaction needs a recipient or data.',
    )
    expect(() =>
      readSigningRequest('eth_sendTransaction', [{ from: address, to: address, value: 10 }]),
    ).toThrow('Transaction value must be a hex quantity, got 10.')
  })
})
