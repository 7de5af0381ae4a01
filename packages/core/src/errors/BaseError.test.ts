import { describe, expect, it } from 'vitest'
import { AppKitSdkError, toAppKitSdkError } from './AppKitSdkError'
import { BaseError, walkErrorChain } from './BaseError'

describe('BaseError', () => {
  it('keeps the short message, details, meta messages and cause ("Errors are classes with a short message, details and a cause")', () => {
    const cause = new Error('socket hang up')
    const error = new BaseError('Failed to connect', {
      cause,
      metaMessages: ['Connector: injected'],
    })
    expect(error.shortMessage).toBe('Failed to connect')
    expect(error.details).toBe('socket hang up')
    expect(error.metaMessages).toEqual(['Connector: injected'])
    expect(error.cause).toBe(cause)
    expect(error.message).toBe(
      'Failed to connect\n\nConnector: injected\n\nDetails: socket hang up',
    )
    expect(error.name).toBe('BaseError')
    expect(error).toBeInstanceOf(Error)
  })

  it('takes details from a BaseError cause and omits details equal to the short message', () => {
    const inner = new BaseError('inner', { details: 'deep detail' })
    expect(new BaseError('outer', { cause: inner }).details).toBe('deep detail')
    expect(new BaseError('outer', { cause: new BaseError('inner') }).details).toBe('inner')
    expect(new BaseError('same', { details: 'same' }).message).toBe('same')
    expect(new BaseError('s', { cause: 'text cause' }).details).toBe('text cause')
    expect(new BaseError('s', { cause: 42 }).details).toBe('')
    expect(new BaseError('plain').cause).toBeUndefined()
  })

  it('walk() returns the deepest cause, or the first error matching the predicate', () => {
    const root = new Error('root')
    const middle = new BaseError('middle', { cause: root })
    const top = new BaseError('top', { cause: middle })
    expect(top.walk()).toBe(root)
    expect(top.walk((e) => e instanceof BaseError && e.shortMessage === 'middle')).toBe(middle)
    expect(top.walk((e) => e === 'nothing')).toBeNull()
  })

  it('walkErrorChain stops on a cyclic cause chain', () => {
    const a = new Error('a') as Error & { cause?: unknown }
    const b = new Error('b', { cause: a })
    a.cause = b
    expect(walkErrorChain(a)).toBe(b)
    expect(walkErrorChain(a, () => false)).toBeNull()
    expect(walkErrorChain(undefined)).toBeUndefined()
  })
})

describe('AppKitSdkError', () => {
  it("defaults its category to INTERNAL_SDK_ERROR ('Internal errors are wrapped in a named error with a category (default INTERNAL_SDK_ERROR)')", () => {
    const error = new AppKitSdkError('boom')
    expect(error.category).toBe('INTERNAL_SDK_ERROR')
    expect(error.name).toBe('AppKitSdkError')
    expect(new AppKitSdkError('x', { category: 'NETWORK_ERROR' }).category).toBe('NETWORK_ERROR')
  })

  it('toAppKitSdkError wraps any thrown value and keeps the cause', () => {
    const existing = new AppKitSdkError('kept')
    expect(toAppKitSdkError(existing)).toBe(existing)
    const base = new BaseError('short', { details: 'long' })
    const fromBase = toAppKitSdkError(base, 'PROVIDER_ERROR')
    expect(fromBase.shortMessage).toBe('short')
    expect(fromBase.category).toBe('PROVIDER_ERROR')
    expect(fromBase.cause).toBe(base)
    expect(toAppKitSdkError(new TypeError('bad')).shortMessage).toBe('bad')
    expect(toAppKitSdkError('text').shortMessage).toBe('text')
    expect(toAppKitSdkError({}).shortMessage).toBe('An error occurred')
  })
})
