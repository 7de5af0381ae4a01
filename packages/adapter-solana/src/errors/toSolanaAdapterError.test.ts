import { TransactionRefusedError, UserRejectedRequestError } from '@appkit/core'
import { describe, expect, it } from 'vitest'
import { SolanaTransactionError } from './SolanaTransactionError'
import { toSolanaAdapterError } from './toSolanaAdapterError'

describe('toSolanaAdapterError', () => {
  it('recognises a refusal by code (4001, 5000) anywhere in the cause chain, never by message', () => {
    const wallet = Object.assign(new Error('whatever text'), { code: 4001 })
    expect(toSolanaAdapterError(wallet)).toBeInstanceOf(UserRejectedRequestError)
    const wrapped = new Error('outer', { cause: { code: 5000 } })
    expect(toSolanaAdapterError(wrapped)).toBeInstanceOf(UserRejectedRequestError)
    const worded = new Error('User rejected the request.')
    expect(toSolanaAdapterError(worded)).toBe(worded)
  })

  it("keeps a node's JSON-RPC refusal as SolanaTransactionError with the node's reason", () => {
    const node = Object.assign(new Error('Transaction simulation failed: x'), { code: -32002 })
    const error = toSolanaAdapterError(node)
    expect(error).toBeInstanceOf(SolanaTransactionError)
    expect(error).toMatchObject({
      code: -32002,
      shortMessage: 'The Solana network refused the transaction: Transaction simulation failed: x',
      details: 'Transaction simulation failed: x',
    })
    // The modal tells a refusal by the chain (nothing was sent) from other failures by class.
    expect(error).toBeInstanceOf(TransactionRefusedError)
  })
})
