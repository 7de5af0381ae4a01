import { describe, expect, it } from 'vitest'
import { createMemoryBackend } from '../storage/StorageBackend'
import { makeTestAdapter } from '../testing/adapter'
import { solanaMainnet } from '../testing/networks'
import type { Connector } from '../types/connector'
import { type ChainAdapterEvent, hasCapability } from './ChainAdapter'
import { createLazyAdapter } from './createLazyAdapter'

const phantom: Connector = { id: 'Phantom', name: 'Phantom', type: 'ANNOUNCED', chain: 'solana' }

/** A page load: the lazy adapter on `storage`, counting how often its code was loaded. */
function pageLoad(storage = createMemoryBackend()) {
  const inner = makeTestAdapter('solana', [solanaMainnet])
  inner.connectors.push(phantom)
  const loads = { count: 0 }
  const adapter = createLazyAdapter({
    namespace: 'solana',
    networks: [solanaMainnet],
    capabilities: ['transfer'],
    storage,
    load: async () => {
      loads.count++
      return inner
    },
  })
  return { adapter, inner, loads, storage }
}

describe('createLazyAdapter', () => {
  it('knows its namespace, networks and declared capabilities before loading, and loads nothing until asked', async () => {
    const { adapter, loads } = pageLoad()
    expect(adapter.namespace).toBe('solana')
    expect(adapter.networks).toEqual([solanaMainnet])
    expect(hasCapability(adapter, 'transfer')).toBe(true)
    expect(hasCapability(adapter, 'switchNetwork')).toBe(false)
    expect(adapter.getConnectors()).toEqual([])
    adapter.subscribe(() => {})
    // Another namespace's stored connection is not this adapter's: nothing loads for it.
    expect(await adapter.reconnect({ connectorId: 'io.metamask' })).toBeUndefined()
    expect(await adapter.getAccounts({ connectorId: 'Phantom' })).toEqual([])
    await adapter.disconnect()
    expect(loads.count).toBe(0)
  })

  it("load() (the modal opening) lists the loaded adapter's wallets to the subscribers and forwards its events", async () => {
    const { adapter, inner, loads } = pageLoad()
    const events: ChainAdapterEvent[] = []
    adapter.subscribe((event) => events.push(event))
    await Promise.all([adapter.load?.(), adapter.load?.()])
    expect(loads.count).toBe(1)
    expect(events).toEqual([{ type: 'connectorsChanged', connectors: [phantom] }])
    expect(adapter.getConnectors()).toEqual([phantom])
    inner.emit({ type: 'disconnect', connectorId: 'Phantom' })
    expect(events.at(-1)).toEqual({ type: 'disconnect', connectorId: 'Phantom' })
    expect(adapter.requestPolicy).toBe(inner.requestPolicy)
  })

  it('a connection it made restores after a reload (loading the adapter), and not after a disconnect', async () => {
    const first = pageLoad()
    const connected = await first.adapter.connect({ connectorId: 'Phantom' })
    expect(first.inner.calls).toEqual(['connect:Phantom'])
    const second = pageLoad(first.storage)
    expect(await second.adapter.reconnect({ connectorId: 'Phantom' })).toEqual(connected)
    expect(second.loads.count).toBe(1)
    await second.adapter.disconnect({ connectorId: 'Phantom' })
    const third = pageLoad(first.storage)
    expect(await third.adapter.reconnect({ connectorId: 'Phantom' })).toBeUndefined()
    expect(third.loads.count).toBe(0)
  })

  it('a declared capability runs on the loaded adapter; a failed load is tried again on the next call', async () => {
    const { adapter, inner } = pageLoad()
    let failures = 1
    const flaky = createLazyAdapter({
      namespace: 'solana',
      networks: [solanaMainnet],
      capabilities: ['transfer'],
      storage: createMemoryBackend(),
      load: async () => {
        if (failures-- > 0) throw new Error('chunk failed')
        return inner
      },
    })
    await expect(flaky.load?.()).rejects.toThrow('chunk failed')
    const transfer = { from: 'solana:x:y', to: 'z', asset: 'solana:x/slip44:501', amount: 1n }
    expect(await flaky.transfer?.(transfer as never)).toBe('0xhash')
    expect(await adapter.transfer?.(transfer as never)).toBe('0xhash')
    expect(inner.calls).toEqual([
      'transfer:solana:x/slip44:501:z:1',
      'transfer:solana:x/slip44:501:z:1',
    ])
  })
})
