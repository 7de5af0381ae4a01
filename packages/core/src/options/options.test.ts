import { describe, expect, it, vi } from 'vitest'
import { getDefaultFeatures } from './features'
import { type AppKitOptions, validateOptions } from './options'
import { resolveFeatures } from './resolveFeatures'

const base: AppKitOptions = {
  networks: [],
  apiUrls: {
    blockchain: 'http://127.0.0.1:1',
    wallet: 'http://127.0.0.1:1',
    analytics: 'http://127.0.0.1:1',
  },
}

describe('options and features', () => {
  it('SPEC §9 "Default remote features: swaps via one aggregator, onramp with both providers, email on, socials ..., activity on, branding on, multiWallet off"', () => {
    const features = getDefaultFeatures()
    expect(features.swaps).toHaveLength(1)
    expect(features.onramp).toHaveLength(2)
    expect(features.email).toBe(true)
    expect(features.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    expect(features).toMatchObject({ activity: true, reownBranding: true, multiWallet: false })
  })

  it('SPEC §9 "Default local features: receive, send, emailShowWallets, analytics, allWallets on; legalCheckbox, smartSessions, collapseWallets, pay off"', () => {
    expect(resolveFeatures({})).toMatchObject({
      receive: true,
      send: true,
      emailShowWallets: true,
      analytics: true,
      allWallets: true,
      legalCheckbox: false,
      smartSessions: false,
      collapseWallets: false,
      pay: false,
    })
  })

  it('SPEC §6 "Local feature settings are ignored when remote config is fetched, with a warning"', () => {
    const warn = vi.fn()
    const local = resolveFeatures({ local: { email: false, send: false } })
    expect(local.email).toBe(false)
    const features = resolveFeatures({
      local: { email: false, send: false },
      remote: { email: true, multiWallet: true },
      warn,
    })
    expect(features.email).toBe(true)
    expect(features.multiWallet).toBe(true)
    expect(features.send).toBe(false)
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('email'))
    const quiet = vi.fn()
    resolveFeatures({ local: { send: false }, remote: {}, warn: quiet })
    expect(quiet).not.toHaveBeenCalled()
  })

  it('SPEC §6 "Basic mode disables all remote features"', () => {
    const features = resolveFeatures({ basic: true, remote: { email: true } })
    expect(features).toMatchObject({
      email: false,
      socials: false,
      swaps: false,
      onramp: false,
      activity: false,
      multiWallet: false,
    })
    expect(features.send).toBe(true)
  })

  it("SPEC §5 'Cannot set both `siweConfig` and `siwx` options'", () => {
    const siwx = {
      createMessage: async () => 'm',
      addSession: async () => {},
      getSessions: async () => [],
    }
    expect(() => validateOptions({ ...base, siweConfig: {}, siwx })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
    expect(() => validateOptions({ ...base, siwx })).not.toThrow()
  })
})
