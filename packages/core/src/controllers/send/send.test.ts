import { describe, expect, it } from 'vitest'
import { usdcBalance } from '../../testing/apiFixtures'
import {
  createSend,
  resetSend,
  setSendAmount,
  setSendReceiver,
  setSendToken,
  validateSend,
} from './send'

describe('send state', () => {
  it("SPEC §8 'An amount and receiver address are required', 'A token is required'", () => {
    const state = createSend()
    expect(() => validateSend(state)).toThrow('An amount and receiver address are required')
    setSendAmount(state, '1.5')
    expect(() => validateSend(state)).toThrow('An amount and receiver address are required')
    setSendReceiver(state, '0xdef', 'bob.reown.id')
    expect(() => validateSend(state)).toThrow('A token is required')
    setSendToken(state, usdcBalance)
    expect(validateSend(state)).toMatchObject({
      amount: '1.5',
      receiverAddress: '0xdef',
      token: { symbol: 'USDC' },
    })
    expect(state.receiverProfileName).toBe('bob.reown.id')
  })

  it('SPEC §4 "reset send state"', () => {
    const state = createSend()
    setSendToken(state, usdcBalance)
    setSendAmount(state, '1')
    setSendReceiver(state, '0xdef')
    resetSend(state)
    expect(state).toMatchObject({
      token: undefined,
      amount: undefined,
      receiverAddress: undefined,
      loading: false,
    })
    setSendToken(state, undefined)
    expect(state.token).toBeUndefined()
  })
})
