import type { ChainAdapterEvent } from '@appkit/core/adapter'
import { createBitcoinDevWallet } from '@appkit/dev-wallet/bitcoin'
import { getWallets } from '@wallet-standard/app'
import { expect, it } from 'vitest'
import { BitcoinAdapter } from './BitcoinAdapter'
import { BitcoinAdapterConfigError } from './errors/bitcoinErrors'
import { bitcoin, bitcoinRegtest } from './networks/bitcoinNetworks'

// The real Wallet Standard registry (`getWallets()`, no window needed in Node). No request leaves
// this file: discovery reads the registry only, so the API URL is never called.
const apiUrl = 'http://127.0.0.1:9'

it('offers each registered Bitcoin wallet as a bip122 connector, once, and reports new ones', () => {
  const adapter = new BitcoinAdapter({
    networks: [bitcoinRegtest, bitcoin],
    apiUrl,
    excludeWalletNames: ['hidden dev wallet'],
  })
  const events: ChainAdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  expect(adapter.getConnectors()).toEqual([])

  const wallet = createBitcoinDevWallet({ name: 'Discovery Dev Wallet' })
  const off = [
    getWallets().register(wallet),
    getWallets().register(createBitcoinDevWallet({ name: 'Discovery Dev Wallet' })),
    getWallets().register(createBitcoinDevWallet({ name: 'Hidden Dev Wallet' })),
  ]
  expect(adapter.getConnectors()).toEqual([
    {
      id: 'Discovery Dev Wallet',
      type: 'ANNOUNCED',
      name: 'Discovery Dev Wallet',
      imageUrl: wallet.icon,
      chain: 'bip122',
      chains: [bitcoinRegtest],
      provider: wallet,
    },
  ])
  expect(events.filter((event) => event.type === 'connectorsChanged')).toHaveLength(3)
  for (const unregister of off) unregister()
  expect(adapter.getConnectors()).toEqual([])
  adapter.destroy()
})

it('serves only the bip122 networks it knows, and needs a UTXO source', () => {
  const adapter = new BitcoinAdapter({ networks: [bitcoinRegtest, bitcoin], apiUrl })
  expect(adapter.namespace).toBe('bip122')
  expect(adapter.networks.map((network) => network.caipNetworkId)).toEqual([
    'bip122:0f9188f13cb7b2c71f2a335e3a4fc328',
    'bip122:000000000019d6689c085ae165831e93',
  ])
  expect('switchNetwork' in adapter).toBe(false)
  expect(() => new BitcoinAdapter({ networks: [bitcoin] })).toThrow(BitcoinAdapterConfigError)
  expect(() => new BitcoinAdapter({ networks: [bitcoin], apiUrl, feeRate: 0 })).toThrow(
    'Invalid fee rate: 0 sat/vB',
  )
  adapter.destroy()
})
