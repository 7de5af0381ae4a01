// @vitest-environment happy-dom
import type { ChainAdapterEvent } from '@appkit/core/adapter'
import { ANVIL_DEV_KEYS, announceDevWallet, createDevWalletProvider } from '@appkit/dev-wallet'
import { describe, expect, inject, it, vi } from 'vitest'
import { createEventRelay } from '../testing/createEventRelay'
import { devnetNetworks } from '../testing/devnetFixtures'
import { WagmiAdapter } from '../WagmiAdapter'
import { getConnection } from '../wagmiConnection'
import { guardProvider } from './guardProvider'

const devnet = inject('devnet')

async function hostileRig() {
  const wallet = createDevWalletProvider({
    accounts: ANVIL_DEV_KEYS,
    chains: devnet.chains.map((c) => ({ chainId: c.chainId, rpcUrl: c.rpcUrl, name: c.name })),
  })
  const relay = createEventRelay(wallet)
  const target = new EventTarget()
  announceDevWallet(target, relay, { rdns: 'test.hostile.wallet', name: 'Hostile' })
  const ignored: [string, unknown][] = []
  const adapter = new WagmiAdapter({
    networks: devnetNetworks(devnet),
    discoveryTarget: target,
    storage: null,
    logIgnoredEvent: (event, value) => ignored.push([event, value]),
  })
  await adapter.connect({ connectorId: 'test.hostile.wallet' })
  const events: ChainAdapterEvent[] = []
  adapter.subscribe((event) => events.push(event))
  return { wallet, relay, adapter, events, ignored }
}

describe('chainChanged and accountsChanged from a misbehaving wallet (HOSTILE §B)', () => {
  it('chainChanged 137 (a number) and "0x01" are normalised; core and wagmi follow', async () => {
    const { relay, adapter, events } = await hostileRig()
    relay.emit('chainChanged', 137)
    await vi.waitFor(() => expect(getConnection(adapter.wagmiConfig).chainId).toBe(137))
    relay.emit('chainChanged', '0x01')
    await vi.waitFor(() => expect(getConnection(adapter.wagmiConfig).chainId).toBe(1))
    const chainIds = events.flatMap((e) => (e.type === 'chainChanged' ? [e.caipNetworkId] : []))
    expect(chainIds).toEqual(['eip155:137', 'eip155:1'])
  })

  it('"0xZZ", "" and a non-array accountsChanged are ignored with a log; state unchanged', async () => {
    const { relay, adapter, events, ignored, wallet } = await hostileRig()
    relay.emit('chainChanged', '0xZZ')
    relay.emit('chainChanged', '')
    relay.emit('accountsChanged', 'not-an-array')
    relay.emit('accountsChanged', ['0xnot-an-address'])
    expect(ignored).toEqual([
      ['chainChanged', '0xZZ'],
      ['chainChanged', ''],
      ['accountsChanged', 'not-an-array'],
      ['accountsChanged', ['0xnot-an-address']],
    ])
    const connection = getConnection(adapter.wagmiConfig)
    expect(connection.chainId).toBe(1)
    expect(connection.address).toBe(wallet.getAddress())
    expect(events).toEqual([])
  })

  it('removeListener on the guard removes the listener it added on the wallet', () => {
    const wallet = createDevWalletProvider({
      accounts: ANVIL_DEV_KEYS,
      chains: [{ chainId: 1, rpcUrl: devnet.chains[0]?.rpcUrl ?? '', name: 'one' }],
    })
    const relay = createEventRelay(wallet)
    const guarded = guardProvider(relay as never, () => {})
    const listener = () => {}
    guarded.on('chainChanged', listener)
    guarded.on('chainChanged', listener)
    expect(relay.listenerCount('chainChanged')).toBe(1)
    guarded.removeListener('chainChanged', listener)
    expect(relay.listenerCount('chainChanged')).toBe(0)
  })
})
