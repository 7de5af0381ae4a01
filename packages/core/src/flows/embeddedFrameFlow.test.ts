import { afterEach, describe, expect, it, vi } from 'vitest'
import type { FrameMessage, FrameTransport } from '../controllers/frame/frameMessenger'
import { makeTestCore } from '../testing/makeTestCore'
import { connectEmbeddedFrame } from './embeddedFrameFlow'

afterEach(() => {
  vi.useRealTimers()
})

// The frame (apps/secure) runs in a browser; this stands in at the postMessage edge.
function silentFrame(): FrameTransport {
  const posted: FrameMessage[] = []
  return { post: (message) => posted.push(message), subscribe: () => () => {} }
}

describe('embedded frame flow', () => {
  it('SPEC §9 "Iframe load timeout 20000 ms" raises the instance\'s alert "iframe load failed"', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    // No API is reached: the base URL is never fetched.
    const { core } = makeTestCore('http://127.0.0.1:1')
    const cleared: number[] = []
    const frame = connectEmbeddedFrame(core, {
      transport: silentFrame(),
      origin: 'http://127.0.0.1:4000',
      clearLoginData: () => cleared.push(1),
    })
    await vi.advanceTimersByTimeAsync(20_000)
    expect(frame.state.status).toBe('failed')
    expect(core.alerts).toMatchObject({
      open: true,
      shortMessage: 'Network Error - Could not load embedded wallet',
    })
    await frame.disconnect()
    expect(cleared).toEqual([1])
    frame.destroy()
  })
})
