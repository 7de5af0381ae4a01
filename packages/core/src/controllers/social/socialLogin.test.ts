import { afterEach, describe, expect, it, vi } from 'vitest'
import { systemClock } from '../../time/clock'
import {
  createSocialLogin,
  isSocialProvider,
  type SocialLoginServices,
  startSocialLogin,
} from './socialLogin'

afterEach(() => {
  vi.useRealTimers()
})

// The embedded wallet frame and the popup page live in apps/secure (another package); here
// they are in-memory stand-ins at that edge, controlled by the test.
function services(popup = { closed: false, close: vi.fn() }) {
  let post!: (uri: string) => void
  const result = new Promise<string>((resolve) => {
    post = resolve
  })
  const value: SocialLoginServices = {
    getRedirectUri: async (provider) => `http://127.0.0.1/secure/${provider}`,
    openPopup: () => popup,
    waitForResult: () => result,
    connectSocial: async (uri) => ({
      address: '0xa',
      chainId: 1,
      userName: uri.includes('discord') ? 'bob0' : 'bob',
    }),
    clock: systemClock,
  }
  return { value, post, popup }
}

describe('social login', () => {
  it('SPEC §5 "Social provider one of google, github, apple, facebook, x, discord"', async () => {
    for (const p of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(isSocialProvider(p)).toBe(true)
    expect(isSocialProvider('myspace')).toBe(false)
    await expect(
      startSocialLogin(createSocialLogin(), services().value, 'myspace'),
    ).rejects.toThrow('Failed to initiate social connection')
  })

  it('SPEC §4 "Social login: started, request user data, success or error"', async () => {
    const state = createSocialLogin()
    const { value, post, popup } = services()
    const seen: string[] = []
    const connect = value.connectSocial
    value.connectSocial = async (uri) => {
      seen.push(state.status)
      return connect(uri)
    }
    const pending = startSocialLogin(state, value, 'google')
    expect(state.status).toBe('started')
    await new Promise((r) => setTimeout(r, 5))
    post('http://127.0.0.1/result?code=1')
    await expect(pending).resolves.toMatchObject({ address: '0xa' })
    expect(seen).toEqual(['requestingUserData'])
    expect(state).toMatchObject({ status: 'success', provider: 'google' })
    expect(popup.close).toHaveBeenCalled()
    const failing = services()
    failing.value.connectSocial = async () => {
      throw new Error('frame error')
    }
    const failed = createSocialLogin()
    const run = startSocialLogin(failed, failing.value, 'x')
    await new Promise((r) => setTimeout(r, 5))
    failing.post('http://127.0.0.1/result')
    await expect(run).rejects.toThrow('Failed to initiate social connection')
    expect(failed.status).toBe('error')
    const blocked = services()
    blocked.value.openPopup = () => null
    await expect(startSocialLogin(createSocialLogin(), blocked.value, 'apple')).rejects.toThrow(
      'Failed to initiate social connection',
    )
  })

  it('SPEC §4 "popup closed before completion rejects" (polled every 1 s)', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const popup = { closed: false, close: vi.fn() }
    const state = createSocialLogin()
    const run = startSocialLogin(state, services(popup).value, 'github')
    const assertion = expect(run).rejects.toThrow('Popup closed')
    await vi.advanceTimersByTimeAsync(1000)
    expect(state.status).toBe('started')
    popup.closed = true
    await vi.advanceTimersByTimeAsync(999)
    expect(state.status).toBe('started')
    await vi.advanceTimersByTimeAsync(1)
    await assertion
    expect(state).toMatchObject({ status: 'error', error: 'Popup closed' })
  })
})
