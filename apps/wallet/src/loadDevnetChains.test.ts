import { describe, expect, it } from 'vitest'
import { readDevnetChains } from './loadDevnetChains'

const chain = { chainId: 1, name: 'Ethereum (devnet)', nativeSymbol: 'ETH' }

describe('readDevnetChains', () => {
  it('keeps the chains whose RPC is on http://127.0.0.1', () => {
    const json = {
      chains: [
        { ...chain, rpcUrl: 'http://127.0.0.1:8545', port: 8545 },
        { ...chain, chainId: 10, rpcUrl: 'https://rpc.example' },
        { ...chain, chainId: 'x', rpcUrl: 'http://127.0.0.1:1' },
      ],
    }
    expect(readDevnetChains(json)).toEqual([{ ...chain, rpcUrl: 'http://127.0.0.1:8545' }])
  })

  it('throws when no chain is usable', () => {
    expect(() => readDevnetChains({ chains: [] })).toThrow(
      'The devnet info lists no chain with an RPC on 127.0.0.1.',
    )
    expect(() => readDevnetChains(null)).toThrow(
      expect.objectContaining({ name: 'WalletConfigError' }),
    )
  })
})
