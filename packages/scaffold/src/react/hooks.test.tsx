import { UserRejectedRequestError } from '@appkit/core'
import * as flows from '@appkit/core/flows'
import { optimism } from '@appkit/core/testing'
import { act, render, renderHook, screen, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createTestAppKit } from '../testing/createTestAppKit'
import { AppKitProvider } from './AppKitProvider'
import { setCurrentAppKit } from './currentAppKit'
import { useAppKit } from './useAppKit'
import { useAppKitAccount } from './useAppKitAccount'
import { useAppKitEvents } from './useAppKitEvents'
import { useAppKitNetwork } from './useAppKitNetwork'
import { useAppKitProvider } from './useAppKitProvider'
import { useAppKitState } from './useAppKitState'
import { useAppKitTheme } from './useAppKitTheme'
import { useDisconnect } from './useDisconnect'
import { useWalletInfo } from './useWalletInfo'

afterEach(() => {
  document.body.innerHTML = ''
})

function withDevWallet() {
  const test = createTestAppKit()
  const provider = { request: vi.fn() }
  test.evm.connectors.push({
    id: 'io.dev',
    type: 'ANNOUNCED',
    name: 'Dev Wallet',
    chain: 'eip155',
    provider,
    info: { rdns: 'io.dev' },
  })
  test.evm.emit({ type: 'connectorsChanged', connectors: test.evm.connectors })
  const connect = () =>
    act(() => flows.connectWallet(test.appKit.core, { namespace: 'eip155', connectorId: 'io.dev' }))
  return { ...test, provider, connect }
}

function NetworkName() {
  return <span>{useAppKitNetwork().caipNetworkId}</span>
}

describe('React hooks', () => {
  it("throws 'Please call createAppKit before using useAppKit hook' before createAppKit", () => {
    setCurrentAppKit(undefined)
    const error = vi.spyOn(console, 'error').mockImplementation(() => {})
    expect(() => renderHook(() => useAppKitAccount())).toThrow(
      'Please call createAppKit before using useAppKit hook',
    )
    expect(() => renderHook(() => useAppKit())).toThrow(
      'Please call createAppKit before using useAppKit hook',
    )
    error.mockRestore()
  })

  it('useAppKitAccount, useWalletInfo and useAppKitProvider follow the connection; useDisconnect ends it', async () => {
    const { connect, provider } = withDevWallet()
    const { result } = renderHook(() => ({
      account: useAppKitAccount(),
      wallet: useWalletInfo(),
      provider: useAppKitProvider<typeof provider>('eip155'),
      disconnect: useDisconnect(),
    }))
    expect(result.current.account).toMatchObject({ isConnected: false, status: 'disconnected' })
    expect(result.current.provider.walletProvider).toBeUndefined()
    await connect()
    await waitFor(() =>
      expect(result.current.account).toEqual({
        address: '0x1',
        caipAddress: 'eip155:1:0x1',
        isConnected: true,
        status: 'connected',
        embeddedWalletInfo: undefined,
      }),
    )
    await waitFor(() => expect(result.current.wallet.walletInfo?.name).toBe('Dev Wallet'))
    expect(result.current.provider).toEqual({
      walletProvider: provider,
      walletProviderType: 'ANNOUNCED',
    })
    await act(() => result.current.disconnect.disconnect())
    await waitFor(() => expect(result.current.account.isConnected).toBe(false))
  })

  it("useAppKitNetwork().switchNetwork rejects with the wallet's 4001 rejection and the network stays", async () => {
    const { appKit, evm } = createTestAppKit()
    await flows.onConnected(appKit.core, 'eip155', 'injected', {
      caipAddress: `eip155:${1}:0x1` as const,
      accounts: [],
    })
    evm.switchNetwork = async () => {
      throw new UserRejectedRequestError()
    }
    const { result } = renderHook(() => useAppKitNetwork())
    await expect(result.current.switchNetwork(optimism)).rejects.toMatchObject({ code: 4001 })
    expect(result.current.caipNetworkId).toBe('eip155:1')
  })

  it('useAppKitNetwork switches the network; useAppKitState and useAppKit follow the modal', async () => {
    createTestAppKit()
    const { result } = renderHook(() => ({
      network: useAppKitNetwork(),
      state: useAppKitState(),
      modal: useAppKit(),
    }))
    expect(result.current.network).toMatchObject({ chainId: 1, caipNetworkId: 'eip155:1' })
    await act(() => result.current.network.switchNetwork(optimism))
    await waitFor(() => expect(result.current.network.caipNetworkId).toBe('eip155:10'))
    expect(result.current.state).toMatchObject({
      open: false,
      selectedNetworkId: 'eip155:10',
      activeChain: 'eip155',
    })
    await waitFor(() => expect(result.current.state.initialized).toBe(true))
    await act(() => result.current.modal.open())
    await waitFor(() => expect(result.current.state.open).toBe(true))
    await act(() => result.current.modal.close())
    await waitFor(() => expect(result.current.state.open).toBe(false))
  })

  it('useAppKitTheme reads and sets the theme; useAppKitEvents reports the last event', async () => {
    const { appKit } = createTestAppKit({ themeMode: 'dark' })
    const { result } = renderHook(() => ({ theme: useAppKitTheme(), event: useAppKitEvents() }))
    expect(result.current.theme.themeMode).toBe('dark')
    act(() => result.current.theme.setThemeVariables({ '--w3m-accent': '#00aa00' }))
    await waitFor(() =>
      expect(result.current.theme.themeVariables).toEqual({ '--w3m-accent': '#00aa00' }),
    )
    // MODAL_CREATED at creation, then INITIALIZE once the instance has started.
    await act(() => appKit.ready())
    await waitFor(() => expect(result.current.event?.data.event).toBe('INITIALIZE'))
    await act(() => appKit.open())
    await waitFor(() =>
      expect(result.current.event?.data).toEqual({
        type: 'track',
        event: 'MODAL_OPEN',
        properties: { connected: false, view: 'Connect' },
      }),
    )
  })

  it('<AppKitProvider instance> lets two instances live on one page', async () => {
    const first = createTestAppKit()
    const second = createTestAppKit()
    await act(() => second.appKit.switchNetwork(optimism))
    const wrap = (instance: typeof first.appKit, children: ReactNode) => (
      <AppKitProvider instance={instance}>{children}</AppKitProvider>
    )
    render(
      <>
        {wrap(first.appKit, <NetworkName />)}
        {wrap(second.appKit, <NetworkName />)}
      </>,
    )
    expect(screen.getByText('eip155:1')).toBeTruthy()
    expect(screen.getByText('eip155:10')).toBeTruthy()
  })
})
