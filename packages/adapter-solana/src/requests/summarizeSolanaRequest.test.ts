import { base58, base64 } from '@scure/base'
import { describe, expect, it } from 'vitest'
import { solanaRequestPolicy } from './solanaRequestPolicy'
import { summarizeSolanaRequest } from './summarizeSolanaRequest'

describe('Solana request policy', () => {
  it("SPEC §6: 'the solana sign methods' need approval; reads do not", () => {
    expect(solanaRequestPolicy.approvalMethods).toEqual([
      'solana_signMessage',
      'solana_signTransaction',
      'solana_signAndSendTransaction',
      'solana_signAllTransactions',
    ])
    expect(solanaRequestPolicy.safeMethods).toContain('getBalance')
    expect(solanaRequestPolicy.safeMethods).not.toContain('solana_signMessage')
  })

  it('summarises a message as its text and a transaction as its base64 bytes', () => {
    const message = base58.encode(new TextEncoder().encode('Hello Solana'))
    expect(
      summarizeSolanaRequest({ method: 'solana_signMessage', params: { message, pubkey: 'x' } }),
    ).toEqual({ kind: 'signMessage', rows: [{ label: 'message', value: 'Hello Solana' }] })
    const transaction = base64.encode(new Uint8Array(150))
    expect(
      summarizeSolanaRequest({ method: 'solana_signAndSendTransaction', params: { transaction } }),
    ).toEqual({
      kind: 'solanaTransaction',
      rows: [{ label: 'data', value: transaction, code: true, count: 150 }],
    })
    expect(
      summarizeSolanaRequest({
        method: 'solana_signAllTransactions',
        params: { transactions: [transaction, transaction] },
      }),
    ).toEqual({ kind: 'solanaTransaction', rows: [{ label: 'calls', value: '', count: 2 }] })
  })
})
