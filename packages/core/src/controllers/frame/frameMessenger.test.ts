import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../../time/clock'
import { createAlerts, showAlert } from '../alerts/alerts'
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
  const alerts = createAlerts()
  let n = 0
  const messenger = createFrameMessenger({
    transport: frame.transport,
    origin: ORIGIN,
    clock: systemClock,
    randomId: () => `id${++n}`,
    clearLoginData: cleared,
    onAlert: (key) => showAlert(alerts, key),
  })
  return { frame, messenger, cleared, alerts }
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

  it('SPEC §8 alert "iframe load failed": no READY within 20000 ms shows it and rejects waiting requests', async () => {
    const { messenger, alerts } = setup()
    const early = messenger.request('GET_USER')
    const assertion = expect(early).rejects.toMatchObject({ name: 'FrameLoadFailedError' })
    await vi.advanceTimersByTimeAsync(19_999)
    expect(alerts.open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await assertion
    expect(alerts).toMatchObject({
      open: true,
      shortMessage: 'Network Error - Could not load embedded wallet',
      longMessage: 'The embedded wallet iframe failed to load.',
    })
  })

  it('SPEC §8 alert "Network Error - Could not load embedded wallet" when the frame element fails to load', async () => {
    const { messenger, alerts, frame } = setup()
    const early = messenger.request('GET_USER')
    messenger.failLoad(new Error('net::ERR_CONNECTION_REFUSED'))
    await expect(early).rejects.toMatchObject({
      shortMessage: 'Network Error - Could not load embedded wallet',
    })
    expect(messenger.state.status).toBe('failed')
    expect(alerts).toMatchObject({
      open: true,
      longMessage: 'The embedded wallet frame could not be loaded.',
    })
    // A late READY or timer does not revive it or alert twice.
    alerts.open = false
    frame.send({ type: 'READY' })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(messenger.state.status).toBe('failed')
    expect(alerts.open).toBe(false)
  })

  it('SPEC §8 alert "Embedded Wallet Request Timed Out" after the 120000 ms frame request limit', async () => {
    const { frame, messenger, alerts } = setup()
    frame.send({ type: 'READY' })
    await vi.advanceTimersByTimeAsync(500)
    const slow = messenger.request('CONNECT_OTP', { otp: '123456' })
    const assertion = expect(slow).rejects.toMatchObject({
      shortMessage: 'Embedded Wallet Request Timed Out',
    })
    await vi.advanceTimersByTimeAsync(119_999)
    expect(alerts.open).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await assertion
    expect(alerts).toMatchObject({ open: true, shortMessage: 'Embedded Wallet Request Timed Out' })
  })

  it('SPEC §8 alert "unverified domain" when the frame refuses the page\'s domain, before or after READY', async () => {
    const { frame, messenger, alerts } = setup()
    const early = messenger.request('GET_USER')
    frame.send({ type: 'UNVERIFIED_DOMAIN' }, 'http://127.0.0.1:9999')
    expect(alerts.open).toBe(false)
    frame.send({ type: 'UNVERIFIED_DOMAIN' })
    await expect(early).rejects.toMatchObject({ name: 'UnverifiedDomainError' })
    expect(alerts).toMatchObject({ open: true, shortMessage: 'Unverified Domain' })

    const second = setup()
    second.frame.send({ type: 'READY' })
    await vi.advanceTimersByTimeAsync(500)
    second.frame.send({ type: 'UNVERIFIED_DOMAIN' })
    expect(second.messenger.state.status).toBe('ready')
    expect(second.alerts.shortMessage).toBe('Unverified Domain')
  })
})
