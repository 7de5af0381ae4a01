import type { CaipNetwork } from '@appkit/core'
import { describe, expect, it } from 'vitest'
import { WagmiAdapterConfigError } from '../errors/WagmiAdapterConfigError'
import { toViemChain } from './toViemChain'

const local: CaipNetwork = {
  id: 1,
  caipNetworkId: 'eip155:1',
  chainNamespace: 'eip155',
  name: 'Local one',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
  blockExplorers: { default: { name: 'Local', url: 'http://127.0.0.1:4000' } },
}

describe('toViemChain', () => {
  it('keeps exactly the configured RPC URLs (no provider host is added)', () => {
    const chain = toViemChain(local)
    expect(chain.id).toBe(1)
    expect(chain.rpcUrls).toEqual({ default: { http: ['http://127.0.0.1:8545'] } })
    expect(chain.blockExplorers?.default.url).toBe('http://127.0.0.1:4000')
    expect(chain.nativeCurrency).toEqual(local.nativeCurrency)
  })

  it('refuses non-EVM networks, invalid ids and networks without an RPC URL', () => {
    expect(() =>
      toViemChain({ ...local, chainNamespace: 'solana', caipNetworkId: 'solana:abc' }),
    ).toThrow(WagmiAdapterConfigError)
    expect(() => toViemChain({ ...local, id: 'abc' })).toThrow('Invalid chainId')
    expect(() => toViemChain({ ...local, rpcUrls: { default: { http: [] } } })).toThrow(
      'A network needs an RPC URL',
    )
  })
})
