import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../../time/clock'
import { createFrameMessenger, type FrameMessage, type FrameTransport } from './frameMessenger'

afterEach(() => {
  vi.useRealTimers()
})

const ORIGIN = 'http://127.0.0.1:4000'

// The frame itself (apps/secure) is another package; this stands in for its window at the
// postMessage edge: the test sees what is posted and replies as the frame would.
function fakeFrame() {
  const posted: FrameMessage[] = []
  let listener: ((data: unknown, origin: string) => void) | undefined
  const transport: FrameTransport = {
    post: (message) => posted.push(message),
    subscribe: (l) => {
      listener = l
      return () => {
        listener = undefined
      }
    },
  }
  return { transport, posted, send: (data: unknown, origin = ORIGIN) => listener?.(data, origin) }
}

function setup() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  const frame = fakeFrame()
  const cleared = vi.fn()
  let n = 0
  const messenger = createFrameMessenger({
    transport: frame.transport,
    origin: ORIGIN,
    clock: systemClock,
    randomId: () => `id${++n}`,
    clearLoginData: cleared,
  })
  return { frame, messenger, cleared }
}

describe('embedded frame messenger', () => {
  it('SPEC §4 "Embedded frame: loads, signals ready (then 500 ms delay), then requests are answered"', async () => {
    const { frame, messenger } = setup()
    const pending = messenger.request('GET_USER', { chainId: 1 })
    frame.send({ type: 'READY' })
    await vi.advanceTimersByTimeAsync(499)
    expect(frame.posted).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(messenger.state.status).toBe('ready')
    expect(frame.posted).toEqual([{ type: 'GET_USER', id: 'id1', payload: { chainId: 1 } }])
    frame.send({ type: 'GET_USER_SUCCESS', id: 'other', payload: {} })
    frame.send({ type: 'GET_USER_SUCCESS', id: 'id1', payload: { address: '0xa' } })
    await expect(pending).resolves.toEqual({ address: '0xa' })
  })

  it('SPEC §4 "Each request has a random id and resolves on the matching success event or rejects on the matching error event"', async () => {
    const { frame, messenger } = setup()
    frame.send({ type: 'READY' })
    await vi.advanceTimersByTimeAsync(500)
    const a = messenger.request('RPC_REQUEST', { method: 'eth_accounts' })
    const b = messenger.request('RPC_REQUEST', { method: 'eth_chainId' })
    await vi.advanceTimersByTimeAsync(0)
    frame.send({ type: 'RPC_REQUEST_ERROR', id: 'id2', payload: { message: 'nope' } })
    frame.send({ type: 'RPC_REQUEST_SUCCESS', id: 'id1', payload: ['0xa'] })
    await expect(a).resolves.toEqual(['0xa'])
    await expect(b).rejects.toThrow('An error occurred')
    const c = messenger.request('SIGN_OUT')
    await vi.advanceTimersByTimeAsync(0)
    frame.send({ type: 'SIGN_OUT_ERROR', id: 'id3' })
    await expect(c).rejects.toMatchObject({ shortMessage: 'An error occurred' })
  })

  it('HOSTILE F "a message whose event.origin is \\"null\\" ... is ignored", as is any other origin', async () => {
    const { frame, messenger } = setup()
    frame.send({ type: 'READY' }, 'null')
    frame.send({ type: 'READY' }, 'http://127.0.0.1:9999')
    frame.send('not a message')
    await vi.advanceTimersByTimeAsync(1000)
    expect(messenger.state.status).toBe('loading')
  })

  it('SPEC §9 "Iframe load timeout 20000 ms; frame request 120000 ms"', async () => {
    const { frame, messenger } = setup()
    const early = messenger.request('GET_USER')
    const assertion = expect(early).rejects.toThrow()
    await vi.advanceTimersByTimeAsync(20_000)
    expect(messenger.state.status).toBe('failed')
    await assertion
    frame.send({ type: 'READY' })
    expect(messenger.state.status).toBe('failed')

    const second = setup()
    second.frame.send({ type: 'READY' })
    await vi.advanceTimersByTimeAsync(500)
    const slow = second.messenger.request('CONNECT_EMAIL', { email: 'a@b.co' })
    const slowAssertion = expect(slow).rejects.toThrow()
    await vi.advanceTimersByTimeAsync(119_999)
    second.frame.send({ type: 'CONNECT_EMAIL_SUCCESS', id: 'nope' })
    await vi.advanceTimersByTimeAsync(1)
    await slowAssertion
  })

  it('SPEC §4 "Disconnect of the embedded wallet clears stored login data; disconnect waits at most 3000 ms"', async () => {
    const { frame, messenger, cleared } = setup()
    frame.send({ type: 'READY' })
    await vi.advanceTimersByTimeAsync(500)
    const done = messenger.disconnect()
    await vi.advanceTimersByTimeAsync(2999)
    expect(cleared).not.toHaveBeenCalled()
    await vi.advanceTimersByTimeAsync(1)
    await done
    expect(cleared).toHaveBeenCalledTimes(1)
    const quick = messenger.disconnect()
    await vi.advanceTimersByTimeAsync(0)
    frame.send({ type: 'SIGN_OUT_SUCCESS', id: frame.posted.at(-1)?.id })
    await quick
    expect(cleared).toHaveBeenCalledTimes(2)
    messenger.destroy()
    frame.send({ type: 'READY' })
  })
})
