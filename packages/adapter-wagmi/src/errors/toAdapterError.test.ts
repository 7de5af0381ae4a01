import { BaseError, ChainNotSupportedError, UserRejectedRequestError } from '@appkit/core'
import { UnsupportedProviderMethodError } from '@appkit/core/adapter'
import { UserRejectedRequestError as ViemUserRejectedRequestError } from 'viem'
import { describe, expect, it } from 'vitest'
import { toAdapterError } from './toAdapterError'

describe('toAdapterError (user rejection is recognised by code or class, never by text)', () => {
  it("a 4001 anywhere in the cause chain becomes core's UserRejectedRequestError", () => {
    const fromViem = new ViemUserRejectedRequestError(new Error('whatever the wallet said'))
    expect(toAdapterError(fromViem)).toBeInstanceOf(UserRejectedRequestError)
    const nested = new Error('outer', { cause: { code: 4001, message: 'no' } })
    expect(toAdapterError(nested)).toBeInstanceOf(UserRejectedRequestError)
    expect(toAdapterError({ code: 5000 })).toBeInstanceOf(UserRejectedRequestError)
    expect(toAdapterError(new Error('User rejected the request.'))).not.toBeInstanceOf(
      UserRejectedRequestError,
    )
  })

  it('other provider codes map to their class; core errors pass through; the rest is a BaseError', () => {
    const wrapped = new Error('outer', { cause: { code: 4200, message: 'unsupported' } })
    expect(toAdapterError(wrapped)).toBeInstanceOf(UnsupportedProviderMethodError)
    const core = new ChainNotSupportedError({ cause: { code: 4001 } })
    expect(toAdapterError(core)).toBe(core)
    const plain = toAdapterError(new Error('boom'))
    expect(plain).toBeInstanceOf(BaseError)
    expect(plain.shortMessage).toBe('boom')
  })
})
