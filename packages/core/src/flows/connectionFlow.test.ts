import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import { flushEvents } from '../controllers/events/events'
import { addPendingRequest } from '../controllers/requests/requests'
import { createMemoryBackend } from '../storage/StorageBackend'
import { makeTestCore } from '../testing/makeTestCore'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import {
  disconnect,
  onConnected,
  onDisconnectEvent,
  switchConnectionGated,
  syncConnectionsAtStart,
} from './connectionFlow'
import { open } from './modalFlow'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({ 'POST /e': () => ({ status: 202 }) })
})
afterAll(() => server.close())

const result = {
  caipAddress: 'eip155:1:0xa',
  accounts: [{ caipAddress: 'eip155:1:0xa', purpose: 'eoa' }],
} as const
const events = (from: number) =>
  server.requests.slice(from).map((r) => (r.body as { props: { event: string } }).props.event)

describe('connection flow', () => {
  it('records a connection: account connected, connection stored and persisted, CONNECT_SUCCESS sent', async () => {
    const storage = createMemoryBackend()
    const { core } = makeTestCore(server.url, {}, { storage })
    await open(core)
    await flushEvents(core)
    const before = server.requests.length
    await onConnected(core, 'eip155', 'injected', result)
    await flushEvents(core)
    expect(core.chain.namespaces.eip155?.accountState).toMatchObject({
      status: 'connected',
      caipAddress: 'eip155:1:0xa',
      connectorId: 'injected',
    })
    expect(core.connections.byNamespace.eip155?.[0]?.caipNetwork?.caipNetworkId).toBe('eip155:1')
    expect(JSON.parse(storage.getItem('@appkit-wallet/connection_status') ?? '{}')).toEqual({
      connected: ['injected'],
      disconnected: [],
    })
    expect(events(before)).toEqual(['CONNECT_SUCCESS'])
  })

  it('SPEC §4 "When the last goes, a disconnect event fires. If the main EVM connector disconnects, the first remaining connection becomes active"', async () => {
    const { core } = makeTestCore(server.url)
    await open(core)
    await flushEvents(core)
    await onConnected(core, 'eip155', 'main', result)
    await flushEvents(core)
    await onConnected(core, 'eip155', 'second', { ...result, caipAddress: 'eip155:1:0xb' })
    await flushEvents(core)
    const before = server.requests.length
    await onDisconnectEvent(core, 'eip155', 'main')
    await flushEvents(core)
    expect(core.connections.activeConnectorIds.eip155).toBe('second')
    expect(core.chain.namespaces.eip155?.accountState.connectorId).toBe('second')
    await onDisconnectEvent(core, 'eip155', 'second')
    await flushEvents(core)
    expect(core.chain.namespaces.eip155?.accountState.status).toBe('disconnected')
    expect(events(before)).toEqual(['DISCONNECT_SUCCESS'])
  })

  it("disconnect goes through the adapter; a failure is 'Failed to disconnect'", async () => {
    const { core, evm } = makeTestCore(server.url)
    await onConnected(core, 'eip155', 'injected', result)
    await flushEvents(core)
    const rejected: unknown[] = []
    addPendingRequest(core.requests, {
      id: 1,
      method: 'eth_chainId',
      needsApproval: false,
      reject: (e) => rejected.push(e),
    })
    addPendingRequest(core.requests, {
      id: 2,
      method: 'personal_sign',
      needsApproval: true,
      reject: (e) => rejected.push(e),
    })
    await disconnect(core, 'eip155')
    // HOSTILE H: 'pending promises reject (4900 / USER_DISCONNECTED), the approval queue empties'
    expect(rejected).toEqual([
      expect.objectContaining({ code: 4900 }),
      expect.objectContaining({ code: 4900 }),
    ])
    expect(core.requests.pending).toEqual([])
    expect(evm.calls).toContain('disconnect')
    expect(core.chain.namespaces.eip155?.accountState.caipAddress).toBeUndefined()
    await disconnect(core, 'eip155')
    evm.disconnect = async () => {
      throw new Error('provider gone')
    }
    await expect(disconnect(core, 'eip155')).rejects.toThrow('Failed to disconnect')
  })

  it('SPEC §4 "At start, if reconnect is enabled, existing connections are synced; otherwise disconnected. Sync failure gives disconnected."', async () => {
    const storage = createMemoryBackend()
    storage.setItem(
      '@appkit-wallet/connection_status',
      JSON.stringify({ connected: ['a', 'b', 'bad'], disconnected: ['b'] }),
    )
    const { core, evm } = makeTestCore(server.url, {}, { storage })
    const reconnect = evm.reconnect
    evm.reconnect = async (p) => {
      if (p.connectorId === 'bad') throw new Error('gone')
      return reconnect(p)
    }
    await expect(syncConnectionsAtStart(core, 'eip155')).resolves.toEqual(['a'])
    expect(evm.calls).toEqual(['reconnect:a'])
    expect(core.chain.namespaces.eip155?.accountState.connectorId).toBe('a')
    const off = makeTestCore(server.url, { enableReconnect: false }, { storage })
    await expect(syncConnectionsAtStart(off.core, 'eip155')).resolves.toEqual([])
    expect(off.evm.calls).toEqual([])
    const brokenStorage = createMemoryBackend()
    brokenStorage.setItem('@appkit-wallet/connection_status', '{"connected":"x"}')
    expect(
      makeTestCore(server.url, {}, { storage: brokenStorage }).core.connections
        .connectedConnectorIds,
    ).toEqual([])
  })

  it('SPEC §4 "Syncing only for connectors that have connected and not disconnected" goes through the adapter\'s reconnect (no prompt)', async () => {
    const stored = createMemoryBackend()
    stored.setItem('@appkit-wallet/connection_status', JSON.stringify({ connected: ['a', 'gone'] }))
    const { core, evm } = makeTestCore(server.url, {}, { storage: stored })
    evm.reconnect = async ({ connectorId }) => {
      evm.calls.push(`reconnect:${connectorId}`)
      return connectorId === 'a' ? result : undefined
    }
    await expect(syncConnectionsAtStart(core, 'eip155')).resolves.toEqual(['a'])
    expect(evm.calls).toEqual(['reconnect:a', 'reconnect:gone'])
    expect(core.chain.namespaces.eip155?.accountState.connectorId).toBe('a')
  })

  it('SPEC §6 "Multi-wallet (remote flag) gates ... switching ...; otherwise an info alert \'Multi-Wallet Not Enabled\'"', async () => {
    const { core } = makeTestCore(server.url)
    const runFlow = vi.fn(async () => {})
    const params = {
      namespace: 'eip155' as const,
      connector: { id: 'wc', type: 'WALLET_CONNECT' as const },
      runFlow,
    }
    await expect(switchConnectionGated(core, params)).resolves.toBe(false)
    expect(core.alerts).toMatchObject({
      open: true,
      variant: 'info',
      shortMessage: 'Multi-Wallet Not Enabled',
    })
    core.features.multiWallet = true
    await expect(switchConnectionGated(core, params)).resolves.toBe(true)
    expect(core.router.view).toBe('ProfileWallets')
    await expect(switchConnectionGated(core, { ...params, status: 'bogus' })).rejects.toThrow(
      'Invalid connection status',
    )
  })
})
