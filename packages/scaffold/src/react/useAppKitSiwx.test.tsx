import { createMemoryBackend } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { createSiwxConfig, createSiwxSessionStorage } from '@appkit/siwx'
import { act, renderHook, waitFor } from '@testing-library/react'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterEach, describe, expect, it } from 'vitest'
import { createTestAppKit, destroyTestAppKits } from '../testing/createTestAppKit'
import { useAppKitEvents } from './useAppKitEvents'
import { useAppKitSiwx } from './useAppKitSiwx'

afterEach(() => destroyTestAppKits())

const wallet = privateKeyToAccount(generatePrivateKey())

describe('useAppKitSiwx', () => {
  it('follows a real sign-in (signed-in network and address) and signOut ends it for that account (event SIWX_SIGN_OUT)', async () => {
    const siwx = createSiwxConfig({
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1/app',
      storage: createSiwxSessionStorage({ backend: createMemoryBackend() }),
    })
    const { appKit, evm } = createTestAppKit({ siwx })
    evm.signMessage = ({ message }) => wallet.signMessage({ message })
    controllers.account.setChainAccountData(appKit.core.chain, 'eip155', {
      address: wallet.address,
      caipAddress: `eip155:1:${wallet.address}`,
      status: 'connected',
      connectorId: 'injected',
    })
    const { result } = renderHook(() => ({ siwx: useAppKitSiwx(), events: useAppKitEvents() }))
    expect(result.current.siwx).toMatchObject({ isSignedIn: false, session: undefined })
    await act(() => flows.signInWithSiwx(appKit.core))
    await waitFor(() =>
      expect(result.current.siwx).toMatchObject({
        isSignedIn: true,
        session: { chainId: 'eip155:1', accountAddress: wallet.address },
      }),
    )
    expect(await appKit.getSiwxSession()).toMatchObject({
      data: { accountAddress: wallet.address },
    })
    await act(() => result.current.siwx.signOut())
    await waitFor(() => expect(result.current.siwx.isSignedIn).toBe(false))
    expect(await siwx.getSessions('eip155:1', wallet.address)).toEqual([])
    expect(await result.current.siwx.refresh()).toBeUndefined()
    expect(result.current.events?.data.event).toBe('SIWX_SIGN_OUT')
  })

  it('re-reads the session when an account connects (a reload of a signed-in page shows it signed in)', async () => {
    const siwx = createSiwxConfig({
      domain: '127.0.0.1',
      uri: 'http://127.0.0.1/app',
      storage: createSiwxSessionStorage({ backend: createMemoryBackend() }),
    })
    const message = (
      await siwx.createMessage({ accountAddress: wallet.address, chainId: 'eip155:1' })
    ).toString()
    await siwx.addSession({
      message,
      signature: await wallet.signMessage({ message }),
      chainId: 'eip155:1',
      accountAddress: wallet.address,
    })
    const { appKit } = createTestAppKit({ siwx })
    const { result } = renderHook(() => useAppKitSiwx())
    expect(result.current.isSignedIn).toBe(false)
    act(() =>
      controllers.account.setChainAccountData(appKit.core.chain, 'eip155', {
        address: wallet.address,
        caipAddress: `eip155:1:${wallet.address}`,
        status: 'connected',
        connectorId: 'injected',
      }),
    )
    await waitFor(() =>
      expect(result.current).toMatchObject({
        isSignedIn: true,
        session: { chainId: 'eip155:1', accountAddress: wallet.address },
      }),
    )
  })
})
