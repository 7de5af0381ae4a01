import { mainnet } from '@appkit/core/testing'
import { describe, expect, it } from 'vitest'
import { decodeHexText } from './decodeHexText'
import { summarizeEvmRequest as summarizeRequest } from './summarizeEvmRequest'

describe('EVM request summary', () => {
  it('decodes a UTF-8 hex message, keeps binary data as hex', () => {
    expect(decodeHexText('0x6869')).toBe('hi')
    expect(decodeHexText('0x00ff')).toBeUndefined()
    expect(decodeHexText('0x0001')).toBeUndefined()
    expect(decodeHexText('hello')).toBeUndefined()
    expect(summarizeRequest('personal_sign', ['0x00ff', '0xa']).rows).toEqual([
      { label: 'message', value: '0x00ff' },
    ])
  })

  it('names typed data by primary type and domain, with its contract and message', () => {
    const typed = {
      domain: { name: 'Permit2', verifyingContract: '0x0000000000000000000000000000000000000002' },
      primaryType: 'PermitSingle',
      message: { spender: '0xc' },
    }
    const summary = summarizeRequest('eth_signTypedData_v4', ['0xa', JSON.stringify(typed)])
    expect(summary.kind).toBe('signTypedData')
    expect(summary.rows.map((r) => [r.label, r.value])).toEqual([
      ['typedData', 'PermitSingle · Permit2'],
      ['contract', '0x0000000000000000000000000000000000000002'],
      ['params', JSON.stringify({ spender: '0xc' }, null, 2)],
    ])
  })

  it('lists every call of a batch with its recipient and value', () => {
    const summary = summarizeRequest(
      'wallet_sendCalls',
      [
        {
          calls: [
            { to: '0xb', value: '0xde0b6b3a7640000' },
            { to: '0xc', data: '0x12' },
          ],
        },
      ],
      mainnet,
    )
    expect(summary.rows).toEqual([
      { label: 'calls', value: '2', count: 2 },
      { label: 'to', value: '0xb', code: true },
      { label: 'value', value: '1 ETH' },
      { label: 'to', value: '0xc', code: true },
      { label: 'data', value: '0x12', code: true, count: 1 },
    ])
  })

  it('shows any other method as JSON cut to a readable length', () => {
    const summary = summarizeRequest('wallet_grantPermissions', [{ note: 'x'.repeat(2000) }])
    expect(summary.kind).toBe('permissions')
    expect(summary.rows[0]?.value.length).toBeLessThanOrEqual(601)
    expect(summary.rows[0]?.value.endsWith('…')).toBe(true)
  })
})
