import { systemClock } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import { describe, expect, it } from 'vitest'
import { createEmbeddedProvider } from './createEmbeddedProvider'

const ORIGIN = 'http://127.0.0.1:4466'
type Posted = { type: string; id?: string; payload?: unknown }

// The frame is apps/secure in a browser (its own tests and the demo's e2e run it for real); here
// it stands in at the postMessage edge, answering each request as that frame does.
function frameAnswering(answer: (message: Posted) => { ok: boolean; payload?: unknown }) {
  const posted: Posted[] = []
  let listener: ((data: unknown, origin: string) => void) | undefined
  const messenger = controllers.frameMessenger.createFrameMessenger({
    origin: ORIGIN,
    clock: systemClock,
    clearLoginData: () => posted.push({ type: 'cleared' }),
    transport: {
      post: (message) => {
        posted.push(message)
        const { ok, payload } = answer(message)
        const type = `${message.type}_${ok ? 'SUCCESS' : 'ERROR'}`
        queueMicrotask(() => listener?.({ type, id: message.id, payload }, ORIGIN))
      },
      subscribe: (l) => {
        listener = l
        return () => {}
      },
    },
  })
  listener?.({ type: 'READY' }, ORIGIN)
  return { messenger, posted }
}

const user = { address: '0x00000000000000000000000000000000000000a1', chainId: 1 }

describe('the embedded wallet as an EIP-1193 provider', () => {
  it('answers accounts and chain itself, switches through SWITCH_NETWORK and signs through RPC_REQUEST', async () => {
    const { messenger, posted } = frameAnswering((message) =>
      message.type === 'RPC_REQUEST'
        ? { ok: true, payload: '0xsigned' }
        : { ok: true, payload: {} },
    )
    const provider = createEmbeddedProvider(messenger, user)
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([user.address])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x1')
    const changes: unknown[] = []
    provider.on('chainChanged', (chainId) => changes.push(chainId))
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x89' }] })
    expect(changes).toEqual(['0x89'])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x89')
    const params = ['0x68656c6c6f', user.address]
    expect(await provider.request({ method: 'personal_sign', params })).toBe('0xsigned')
    expect(posted.map(({ type, payload }) => ({ type, payload }))).toEqual([
      { type: 'SWITCH_NETWORK', payload: { chainId: 137 } },
      { type: 'RPC_REQUEST', payload: { method: 'personal_sign', params } },
    ])
  })

  it('SPEC §4 "Disconnect of the embedded wallet clears stored login data": the adapter\'s disconnect signs out of the frame', async () => {
    const { messenger, posted } = frameAnswering(() => ({ ok: true, payload: {} }))
    const provider = createEmbeddedProvider(messenger, user)
    await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
    expect(posted.map((message) => message.type)).toEqual(['SIGN_OUT', 'cleared'])
  })

  it("a refused request rejects with the frame's reason", async () => {
    const { messenger } = frameAnswering(() => ({
      ok: false,
      payload: { message: 'Requested RPC call is not allowed' },
    }))
    const provider = createEmbeddedProvider(messenger, user)
    await expect(provider.request({ method: 'eth_sign', params: [] })).rejects.toMatchObject({
      message: 'Requested RPC call is not allowed',
      code: -32603,
    })
  })
})
