import { mainnet, optimism } from '@appkit/core/testing'
import { describe, expect, it } from 'vitest'
import { createTestAppKit } from '../testing/createTestAppKit'
import { toCoreOptions } from './toCoreOptions'

describe('toCoreOptions: the AppKit option names', () => {
  it("allWallets 'SHOW' | 'HIDE' | 'ONLY_MOBILE' sets the allWallets feature (ONLY_MOBILE on mobile only)", () => {
    const base = { networks: [mainnet] }
    expect(toCoreOptions({ ...base, allWallets: 'SHOW' }).features?.allWallets).toBeUndefined()
    expect(toCoreOptions({ ...base, allWallets: 'HIDE' }).features?.allWallets).toBe(false)
    expect(
      toCoreOptions({ ...base, allWallets: 'ONLY_MOBILE' }, { isMobile: false }).features
        ?.allWallets,
    ).toBe(false)
    expect(
      toCoreOptions({ ...base, allWallets: 'ONLY_MOBILE' }, { isMobile: true }).features
        ?.allWallets,
    ).toBe(true)
  })

  it('chainImages replaces the image of the networks it names, the default network too', () => {
    const options = toCoreOptions({
      networks: [mainnet, optimism],
      defaultNetwork: optimism,
      chainImages: { 10: 'https://img.example/op.png' },
    })
    expect(options.networks.map((n) => n.assets?.imageUrl)).toEqual([
      undefined,
      'https://img.example/op.png',
    ])
    expect(options.defaultNetwork?.assets?.imageUrl).toBe('https://img.example/op.png')
  })

  it("passes siweConfig to core, so 'Cannot set both `siweConfig` and `siwx` options' fires", () => {
    const siwx = {
      createMessage: async () => 'message',
      addSession: async () => {},
      getSessions: async () => [],
    }
    expect(toCoreOptions({ networks: [mainnet], siweConfig: {} }).siweConfig).toEqual({})
    expect(() => createTestAppKit({ siweConfig: {}, siwx })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })
})
