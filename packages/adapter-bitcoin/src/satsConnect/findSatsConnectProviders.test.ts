import { expect, it } from 'vitest'
import { findSatsConnectProviders } from './findSatsConnectProviders'

const provider = { request: async () => ({ jsonrpc: '2.0' as const, result: null }) }

it('finds each btc_providers entry whose dotted id leads to an object with request(); skips malformed entries and wallets not installed', () => {
  const root = {
    btc_providers: [
      { id: 'XverseProviders.BitcoinProvider', name: 'Xverse', icon: 'data:image/svg+xml;base64,' },
      { id: 'Missing.Provider', name: 'Not installed', icon: '' },
      { id: 'flat', name: 'Flat', icon: '', methods: ['getAddresses'] },
      { name: 'No id', icon: '' },
      'junk',
      { id: 'toString', name: 'Inherited', icon: '' },
    ],
    XverseProviders: { BitcoinProvider: provider },
    flat: provider,
  }
  expect(findSatsConnectProviders(root).map(({ info }) => info.name)).toEqual(['Xverse', 'Flat'])
  expect(findSatsConnectProviders(root)[0]?.provider).toBe(provider)
  expect(findSatsConnectProviders({})).toEqual([])
  expect(findSatsConnectProviders({ btc_providers: 'nope' })).toEqual([])
})
