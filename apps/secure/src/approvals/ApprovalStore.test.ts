import { describe, expect, it } from 'vitest'
import { ApprovalError } from './ApprovalError'
import { ApprovalStore } from './ApprovalStore'
import { hashWalletRequest } from './hashWalletRequest'

const request = {
  method: 'eth_sendTransaction',
  params: [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '0x1' }],
  chainId: 1,
  sessionKey: 'session-a',
}

function refusal(run: () => void): { message: string; status: number; code: number } {
  try {
    run()
  } catch (error) {
    if (error instanceof ApprovalError)
      return { message: error.message, status: error.status, code: error.code }
    throw error
  }
  throw new Error('not refused')
}

describe('ApprovalStore: a not-safe request is signed only with the approval given for it', () => {
  it('an approval token is single use: the second redeem (a replay) is refused', () => {
    const store = new ApprovalStore()
    const { id } = store.prepare(request)
    const token = store.approve('session-a', id)
    store.redeem(token, request)
    expect(refusal(() => store.redeem(token, request))).toEqual({
      message: 'This approval was already used or is unknown',
      status: 403,
      code: 4100,
    })
    // The request id cannot be approved twice either.
    expect(refusal(() => store.approve('session-a', id)).status).toBe(404)
  })

  it('no token, or one nobody issued, is refused with 4100', () => {
    const store = new ApprovalStore()
    expect(refusal(() => store.redeem(undefined, request)).message).toBe(
      'This request was not approved in the wallet',
    )
    expect(refusal(() => store.redeem('made-up', request)).code).toBe(4100)
  })

  it('a token expires a minute after the click', () => {
    let now = 0
    const store = new ApprovalStore({ now: () => now })
    const token = store.approve('session-a', store.prepare(request).id)
    now += 60_000
    expect(refusal(() => store.redeem(token, request)).message).toBe('This approval has expired')
    const fresh = store.approve('session-a', store.prepare(request).id)
    now += 59_999
    expect(() => store.redeem(fresh, request)).not.toThrow()
  })

  it('a token is bound to the hash of method + params + chain + session: any change is refused, and the token is spent', () => {
    const store = new ApprovalStore()
    const changes = [
      { ...request, method: 'personal_sign' },
      { ...request, params: [{ ...request.params[0], value: '0x2' }] },
      { ...request, chainId: 137 },
      { ...request, sessionKey: 'session-b' },
    ]
    for (const changed of changes) {
      const token = store.approve('session-a', store.prepare(request).id)
      expect(refusal(() => store.redeem(token, changed)).message).toBe(
        'This approval is for another request',
      )
      expect(refusal(() => store.redeem(token, request)).message).toBe(
        'This approval was already used or is unknown',
      )
    }
  })

  it("another session cannot approve or reject this session's request", () => {
    const store = new ApprovalStore()
    const { id } = store.prepare(request)
    expect(refusal(() => store.approve('session-b', id)).status).toBe(404)
    expect(store.reject('session-b', id)).toBe(false)
    expect(store.reject('session-a', id)).toBe(true)
    expect(refusal(() => store.approve('session-a', id)).status).toBe(404)
  })

  it('SPEC §9 "Pending-transaction limit 99": the 100th waiting request of a session is refused (429); another session is not affected', () => {
    const store = new ApprovalStore()
    const ids = Array.from({ length: 99 }, () => store.prepare(request).id)
    expect(refusal(() => store.prepare(request))).toEqual({
      message: 'Too many pending requests (limit 99)',
      status: 429,
      code: -32005,
    })
    expect(() => store.prepare({ ...request, sessionKey: 'session-b' })).not.toThrow()
    store.reject('session-a', ids[0] ?? '')
    expect(() => store.prepare(request)).not.toThrow()
  })

  it('the hash ignores the order of object keys, not their values', () => {
    const reordered = { ...request, params: [{ value: '0x1', to: request.params[0]?.to }] }
    expect(hashWalletRequest(reordered)).toBe(hashWalletRequest(request))
    expect(hashWalletRequest({ ...request, params: [] })).not.toBe(hashWalletRequest(request))
  })
})
