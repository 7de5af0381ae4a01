import { describe, expect, it, vi } from 'vitest'
import { createRouter } from '../router/router'
import {
  assertConnectionStatus,
  createConnections,
  getConnectionStatus,
  getConnections,
  getConnectorsToReconnect,
  listConnections,
  onConnectorDisconnected,
  upsertConnection,
} from './connections'
import { getReconnectFlow, switchConnection } from './switchConnection'

const account = { address: '0x1' }

describe('connections', () => {
  it('SPEC §4 "Connections are one per connector (case-insensitive)"', () => {
    const state = createConnections()
    upsertConnection(state, 'eip155', { connectorId: 'io.MetaMask', accounts: [account] })
    upsertConnection(state, 'eip155', {
      connectorId: 'io.metamask',
      accounts: [{ address: '0x2' }],
    })
    expect(getConnections(state, 'eip155')).toEqual([
      { connectorId: 'io.metamask', accounts: [{ address: '0x2' }] },
    ])
  })

  it('SPEC §4 "deleted on a disconnect event. When the last goes, a disconnect event fires. If the main EVM connector disconnects, the first remaining connection becomes active"', () => {
    const state = createConnections()
    upsertConnection(state, 'eip155', { connectorId: 'main', accounts: [account] })
    upsertConnection(state, 'eip155', { connectorId: 'second', accounts: [account] })
    upsertConnection(state, 'eip155', { connectorId: 'third', accounts: [account] })
    expect(onConnectorDisconnected(state, 'eip155', 'third')).toEqual({
      lastGone: false,
      activated: undefined,
    })
    expect(onConnectorDisconnected(state, 'eip155', 'MAIN')).toEqual({
      lastGone: false,
      activated: 'second',
    })
    expect(state.activeConnectorIds.eip155).toBe('second')
    expect(onConnectorDisconnected(state, 'eip155', 'second')).toEqual({
      lastGone: true,
      activated: undefined,
    })
    expect(state.activeConnectorIds.eip155).toBeUndefined()
  })

  it("SPEC §4 \"A stored connection's status on switching is connected, active or disconnected; other values raise 'Invalid connection status'\"", () => {
    const state = createConnections()
    upsertConnection(state, 'eip155', { connectorId: 'a', accounts: [account] })
    upsertConnection(state, 'eip155', { connectorId: 'b', accounts: [account] })
    expect(getConnectionStatus(state, 'eip155', 'a')).toBe('active')
    expect(getConnectionStatus(state, 'eip155', 'b')).toBe('connected')
    expect(getConnectionStatus(state, 'eip155', 'c')).toBe('disconnected')
    expect(() => assertConnectionStatus('pending')).toThrow('Invalid connection status')
  })

  it('SPEC §4 "Switching to a disconnected connection re-runs its flow (social, email, wallet-connect or external) then opens ProfileWallets"', async () => {
    const state = createConnections()
    const router = createRouter()
    upsertConnection(state, 'eip155', { connectorId: 'a', accounts: [account] })
    upsertConnection(state, 'eip155', { connectorId: 'b', accounts: [account] })
    const runFlow = vi.fn(async () => {})
    const base = { namespace: 'eip155' as const, multiWalletEnabled: true, runFlow }
    await switchConnection(state, router, { ...base, connector: { id: 'a', type: 'INJECTED' } })
    expect(runFlow).not.toHaveBeenCalled()
    await switchConnection(state, router, { ...base, connector: { id: 'b', type: 'INJECTED' } })
    expect(state.activeConnectorIds.eip155).toBe('b')
    expect(router.view).toBe('Connect')
    await switchConnection(state, router, {
      ...base,
      connector: { id: 'wc', type: 'WALLET_CONNECT' },
    })
    expect(runFlow).toHaveBeenCalledWith('walletConnect', 'wc')
    expect(router.view).toBe('ProfileWallets')
    await expect(
      switchConnection(state, router, {
        ...base,
        connector: { id: 'a', type: 'INJECTED' },
        status: 'weird',
      }),
    ).rejects.toThrow('Invalid connection status')
    expect(getReconnectFlow({ type: 'AUTH' }, 'google')).toBe('social')
    expect(getReconnectFlow({ type: 'AUTH' })).toBe('email')
    expect(getReconnectFlow({ type: 'ANNOUNCED' })).toBe('external')
  })

  it('SPEC §6 "Multi-wallet (remote flag) gates listing, switching ... connections; otherwise \'Multi-Wallet Not Enabled\'" (deleting: the wallet connections flow)', async () => {
    const state = createConnections()
    upsertConnection(state, 'eip155', { connectorId: 'a', accounts: [account] })
    expect(() => listConnections(state, 'eip155', false)).toThrow('Multi-Wallet Not Enabled')
    expect(listConnections(state, 'eip155', true).map((c) => c.connectorId)).toEqual(['a'])
    await expect(
      switchConnection(state, createRouter(), {
        namespace: 'eip155',
        multiWalletEnabled: false,
        connector: { id: 'a', type: 'INJECTED' },
        runFlow: async () => {},
      }),
    ).rejects.toThrow('Multi-Wallet Not Enabled')
  })

  it('SPEC §4 "Syncing only for connectors that have connected and not disconnected"; "otherwise disconnected" when reconnect is off', () => {
    const state = createConnections({ connected: ['a', 'b', 'c'], disconnected: ['B'] })
    expect(getConnectorsToReconnect(state, true)).toEqual(['a', 'c'])
    expect(getConnectorsToReconnect(state, false)).toEqual([])
    upsertConnection(state, 'eip155', { connectorId: 'b', accounts: [account] })
    expect(getConnectorsToReconnect(state, true)).toEqual(['a', 'b', 'c'])
    onConnectorDisconnected(state, 'eip155', 'a')
    expect(getConnectorsToReconnect(state, true)).toEqual(['b', 'c'])
  })
})
