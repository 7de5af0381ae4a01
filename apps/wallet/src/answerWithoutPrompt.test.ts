import { describe, expect, it } from 'vitest'
import { answerWithoutPrompt, readSwitchChainParam } from './answerWithoutPrompt'

const address = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'

describe('answerWithoutPrompt', () => {
  it('answers accounts and the chain id (hex), and nothing else', () => {
    expect(answerWithoutPrompt('eth_accounts', 137, address)).toEqual([address])
    expect(answerWithoutPrompt('eth_requestAccounts', 1, address)).toEqual([address])
    expect(answerWithoutPrompt('eth_chainId', 137, address)).toBe('0x89')
    expect(answerWithoutPrompt('personal_sign', 1, address)).toBeUndefined()
  })
})

describe('readSwitchChainParam', () => {
  it('reads a hex chain id and refuses anything else', () => {
    expect(readSwitchChainParam([{ chainId: '0x89' }])).toBe(137)
    expect(readSwitchChainParam([{ chainId: 137 }])).toBeUndefined()
    expect(readSwitchChainParam([{ chainId: '0xZZ' }])).toBeUndefined()
    expect(readSwitchChainParam('0x1')).toBeUndefined()
  })
})
