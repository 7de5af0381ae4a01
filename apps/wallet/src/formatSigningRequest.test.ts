import { stringToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { displayMessage, formatSigningRequest } from './formatSigningRequest'
import { readSigningRequest } from './readSigningRequest'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const chain = { chainId: 137, name: 'Polygon (devnet)', symbol: 'POL' }

describe('formatSigningRequest', () => {
  it('shows a personal_sign message as text, with the account and the chain it applies to', () => {
    const request = readSigningRequest('personal_sign', [stringToHex('Sign in\nplease'), address])
    expect(formatSigningRequest(request, chain)).toEqual({
      title: 'Sign a message',
      rows: [
        { label: 'Account', value: address },
        { label: 'Chain', value: 'Polygon (devnet) (137)' },
        { label: 'Message', value: 'Sign in\nplease' },
      ],
    })
  })

  it('shows bytes that are not printable UTF-8 as hex', () => {
    expect(displayMessage('0x00ff10')).toBe('0x00ff10')
    expect(displayMessage(stringToHex('héllo'))).toBe('héllo')
  })

  it('shows a transaction recipient, value in the native symbol and data', () => {
    const request = readSigningRequest('eth_sendTransaction', [
      { from: address, to: address, value: '0x2386f26fc10000', data: '0x1234' },
    ])
    expect(formatSigningRequest(request, chain).rows.slice(2)).toEqual([
      { label: 'To', value: address },
      { label: 'Value', value: '0.01 POL' },
      { label: 'Data', value: '0x1234' },
    ])
    const deploy = readSigningRequest('eth_sendTransaction', [{ from: address, data: '0x60' }])
    expect(formatSigningRequest(deploy, chain).rows).toContainEqual({
      label: 'To',
      value: 'a new contract',
    })
  })

  it('shows typed data with its domain, primary type and message', () => {
    const request = readSigningRequest('eth_signTypedData_v4', [
      address,
      {
        domain: { name: 'Test' },
        types: { Mail: [{ name: 'contents', type: 'string' }] },
        primaryType: 'Mail',
        message: { contents: 'hi' },
      },
    ])
    const { title, rows } = formatSigningRequest(request, chain)
    expect(title).toBe('Sign typed data')
    expect(rows.slice(2)).toEqual([
      { label: 'Domain', value: '{"name":"Test"}' },
      { label: 'Primary type', value: 'Mail' },
      { label: 'Message', value: '{\n  "contents": "hi"\n}' },
    ])
  })
})
