import { describe, expect, it } from 'vitest'
import { ANVIL_DEV_KEYS } from '../anvilDevKeys'
import { readPageConfig } from './readPageConfig'

describe('readPageConfig (window.__APPKIT_DEV_WALLET__)', () => {
  it('builds named chains from rpcUrls, prompt mode and the anvil dev keys by default', () => {
    const config = readPageConfig({
      rpcUrls: {
        1: 'http://127.0.0.1:8545',
        137: 'http://127.0.0.1:8546',
        31337: 'http://127.0.0.1:8547',
      },
    })
    expect(config.chains.map((chain) => [chain.chainId, chain.name])).toEqual([
      [1, 'Ethereum (devnet)'],
      [137, 'Polygon (devnet)'],
      [31337, 'Chain 31337'],
    ])
    expect(config.chains[1]?.nativeCurrency?.symbol).toBe('POL')
    expect(config.mode).toBe('prompt')
    expect(config.accounts).toBe(ANVIL_DEV_KEYS)
    expect(config.persist).toBe(true)
  })

  it('takes the mode from ?devWalletMode= over the global', () => {
    expect(
      readPageConfig(
        { rpcUrls: { 1: 'http://127.0.0.1:1' }, mode: 'approve' },
        '?devWalletMode=reject',
      ).mode,
    ).toBe('reject')
    expect(
      readPageConfig({ rpcUrls: { 1: 'http://127.0.0.1:1' }, mode: 'approve' }, '?x=1').mode,
    ).toBe('approve')
  })

  it('lets full chain entries win over rpcUrls for the same id', () => {
    const config = readPageConfig({
      rpcUrls: { 1: 'http://127.0.0.1:1', 137: 'http://127.0.0.1:2' },
      chains: [{ chainId: 1, name: 'Mainnet fork', rpcUrl: 'http://127.0.0.1:9' }],
    })
    expect(config.chains).toEqual([
      { chainId: 1, name: 'Mainnet fork', rpcUrl: 'http://127.0.0.1:9' },
      expect.objectContaining({ chainId: 137, rpcUrl: 'http://127.0.0.1:2' }),
    ])
  })

  it('refuses a page without any chain configured, or with a bad chain id', () => {
    expect(() => readPageConfig(undefined)).toThrow(/__APPKIT_DEV_WALLET__/)
    expect(() => readPageConfig({ rpcUrls: { abc: 'http://127.0.0.1:1' } })).toThrow(
      /__APPKIT_DEV_WALLET__/,
    )
  })
})
