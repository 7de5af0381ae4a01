import * as flows from '@appkit/core/flows'
import { act, renderHook, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit, destroyTestAppKits } from '../testing/createTestAppKit'
import { useAppKitBalance } from './useAppKitBalance'
import { useAppKitConnection } from './useAppKitConnection'
import { useAppKitConnections } from './useAppKitConnections'

afterEach(() => {
  destroyTestAppKits()
  document.body.innerHTML = ''
})

const SECOND = '0x2222222222222222222222222222222222222222'

/** An instance with two wallets on eip155: 'io.dev' (0x1) and 'io.other' (SECOND). */
function withTwoWallets(features: { multiWallet?: boolean } = { multiWallet: true }) {
  const test = createTestAppKit({ features })
  test.evm.connectors.push(
    {
      id: 'io.dev',
      type: 'ANNOUNCED',
      name: 'Dev Wallet',
      chain: 'eip155',
      imageUrl: 'http://127.0.0.1/dev.png',
      provider: { name: 'dev' },
    },
    { id: 'io.other', type: 'INJECTED', name: 'Other Wallet', chain: 'eip155' },
  )
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  const baseConnect = test.evm.connect
  test.evm.connect = async (parameters) => {
    const result = await baseConnect(parameters)
    if (parameters.connectorId !== 'io.other') return result
    const caipAddress = `eip155:1:${SECOND}` as const
    return { caipAddress, accounts: [{ caipAddress, purpose: 'eoa' as const }] }
  }
  const connect = (connectorId: string) =>
    act(() => flows.connectWallet(test.appKit.core, { namespace: 'eip155', connectorId }))
  return { ...test, connect }
}

describe('useAppKitBalance', () => {
  it('fetchBalance reads the active account’s native balance from the adapter now, past the 30 s cache', async () => {
    const { appKit, evm } = createTestAppKit()
    const { result } = renderHook(() => useAppKitBalance())
    await expect(result.current.fetchBalance()).resolves.toEqual({
      data: undefined,
      error: 'Not able to retrieve balance',
      isSuccess: false,
      isError: true,
    })
    await flows.onConnected(appKit.core, 'eip155', 'injected', {
      caipAddress: 'eip155:1:0x1',
      accounts: [],
    })
    await expect(result.current.fetchBalance()).resolves.toEqual({
      data: { balance: '1.5', symbol: 'ETH' },
      error: null,
      isSuccess: true,
      isError: false,
    })
    evm.getBalance = async () => ({ balance: '2', symbol: 'ETH' })
    await expect(result.current.fetchBalance()).resolves.toMatchObject({
      data: { balance: '2', symbol: 'ETH' },
    })
    expect(appKit.core.chain.namespaces.eip155?.accountState.balance).toBe('2')
    evm.getBalance = async () => {
      throw new Error('RPC down')
    }
    await expect(result.current.fetchBalance()).resolves.toEqual({
      data: undefined,
      error: 'RPC down',
      isSuccess: false,
      isError: true,
    })
  })
})

describe('useAppKitConnections / useAppKitConnection', () => {
  it('list the wallets connected on the namespace with name and icon; the active one is `connection`', async () => {
    const { connect } = withTwoWallets()
    const { result } = renderHook(() => ({
      all: useAppKitConnections('eip155'),
      one: useAppKitConnection({ namespace: 'eip155' }),
    }))
    expect(result.current.all).toEqual({ connections: [], recentConnections: [] })
    expect(result.current.one.connection).toBeUndefined()
    await connect('io.dev')
    await connect('io.other')
    await waitFor(() => expect(result.current.all.connections).toHaveLength(2))
    expect(result.current.all.connections.map((c) => [c.connectorId, c.name, c.icon])).toEqual([
      ['io.dev', 'Dev Wallet', 'http://127.0.0.1/dev.png'],
      ['io.other', 'Other Wallet', undefined],
    ])
    // The wallet connected last is the active one.
    expect(result.current.one.connection?.connectorId).toBe('io.other')
  })

  it('switchConnection without onSuccess still switches', async () => {
    const { appKit, connect } = withTwoWallets()
    const { result } = renderHook(() => useAppKitConnection({ namespace: 'eip155' }))
    await connect('io.dev')
    await connect('io.other')
    const first = appKit.core.connections.byNamespace.eip155?.[0]
    if (!first) throw new Error('first connection missing')
    await act(() => result.current.switchConnection({ connection: first }))
    expect(appKit.getAddress()).toBe('0x1')
  })

  it('switchConnection makes another wallet active (SPEC §4) and reports the change to onSuccess', async () => {
    const { appKit, connect } = withTwoWallets()
    const changes: unknown[] = []
    const { result } = renderHook(() =>
      useAppKitConnection({ namespace: 'eip155', onSuccess: (c) => changes.push(c) }),
    )
    await connect('io.dev')
    await connect('io.other')
    await waitFor(() => expect(result.current.connection?.connectorId).toBe('io.other'))
    expect(appKit.getAddress()).toBe(SECOND)
    const first = appKit.core.connections.byNamespace.eip155?.[0]
    if (!first) throw new Error('first connection missing')
    await act(() => result.current.switchConnection({ connection: first }))
    await waitFor(() => expect(result.current.connection?.connectorId).toBe('io.dev'))
    expect(appKit.getAddress()).toBe('0x1')
    expect(changes).toEqual([
      {
        address: '0x1',
        namespace: 'eip155',
        hasSwitchedAccount: true,
        hasSwitchedWallet: true,
        hasDeletedWallet: false,
      },
    ])
    expect(result.current.isPending).toBe(false)
  })

  it('deleteConnection disconnects one wallet; SPEC §4 "the first remaining connection becomes active"', async () => {
    const { appKit, evm, connect } = withTwoWallets()
    const changes: unknown[] = []
    const { result } = renderHook(() => ({
      one: useAppKitConnection({ namespace: 'eip155', onSuccess: (c) => changes.push(c) }),
      all: useAppKitConnections('eip155'),
    }))
    await connect('io.dev')
    await connect('io.other')
    await act(() => result.current.one.deleteConnection({ connectorId: 'io.dev' }))
    await waitFor(() => expect(result.current.all.connections).toHaveLength(1))
    expect(evm.calls).toContain('disconnect')
    expect(result.current.one.connection?.connectorId).toBe('io.other')
    expect(appKit.getAddress()).toBe(SECOND)
    expect(changes).toEqual([
      {
        address: '0x1',
        namespace: 'eip155',
        hasSwitchedAccount: false,
        hasSwitchedWallet: false,
        hasDeletedWallet: true,
      },
    ])
  })

  it('a wallet that refuses to disconnect: onError gets SPEC §8 "Failed to disconnect"', async () => {
    const { appKit, evm, connect } = withTwoWallets()
    const errors: (Error & { shortMessage?: string })[] = []
    const { result } = renderHook(() =>
      useAppKitConnection({ namespace: 'eip155', onError: (e) => errors.push(e) }),
    )
    await connect('io.dev')
    evm.disconnect = async () => {
      throw new Error('refused')
    }
    await act(() => result.current.deleteConnection({ connectorId: 'io.dev' }))
    expect(errors.map((e) => e.shortMessage)).toEqual(['Failed to disconnect'])
    expect(appKit.getIsConnected()).toBe(true)
    expect(result.current.connection?.connectorId).toBe('io.dev')
  })

  it("SPEC §6 without the multi-wallet flag: nothing listed, actions do nothing, info alert 'Multi-Wallet Not Enabled'", async () => {
    const { appKit, evm, connect } = withTwoWallets({})
    await connect('io.dev')
    const { result } = renderHook(() => ({
      all: useAppKitConnections(),
      one: useAppKitConnection(),
    }))
    expect(result.current.all.connections).toEqual([])
    expect(result.current.one.connection).toBeUndefined()
    await waitFor(() =>
      expect(appKit.core.alerts).toMatchObject({
        open: true,
        variant: 'info',
        shortMessage: 'Multi-Wallet Not Enabled',
      }),
    )
    await act(() => result.current.one.deleteConnection({ connectorId: 'io.dev' }))
    expect(evm.calls).not.toContain('disconnect')
    expect(appKit.getIsConnected()).toBe(true)
  })
})
