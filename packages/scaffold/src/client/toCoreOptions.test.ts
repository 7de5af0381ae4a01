import { mainnet, optimism } from '@appkit/core/testing'
import { describe, expect, it } from 'vitest'
import { createTestAppKit } from '../testing/createTestAppKit'
import { toCoreOptions } from './toCoreOptions'

// AppKit's siweConfig shape; these tests only read how it is passed on, never call it.
const siweConfig = {
  getMessageParams: async () => ({ domain: '127.0.0.1', uri: 'http://127.0.0.1' }),
  getNonce: async () => 'nonce1234',
  getSession: async () => null,
  verifyMessage: async () => false,
  signOut: async () => true,
}

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

  it("passes siweConfig with siwx to core, so 'Cannot set both `siweConfig` and `siwx` options' fires", () => {
    const siwx = {
      createMessage: async () => 'message',
      addSession: async () => {},
      getSessions: async () => [],
    }
    expect(toCoreOptions({ networks: [mainnet], siweConfig, siwx }).siweConfig).toBe(siweConfig)
    expect(() => createTestAppKit({ siweConfig, siwx })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it('turns a siweConfig alone into the siwx config (required and signOutOnDisconnect default true); enabled: false turns sign-in off', () => {
    const core = toCoreOptions({ networks: [mainnet], siweConfig })
    expect(core.siweConfig).toBeUndefined()
    expect(core.siwx).toMatchObject({ required: true, signOutOnDisconnect: true })
    const optional = toCoreOptions({
      networks: [mainnet],
      siweConfig: { ...siweConfig, required: false, signOutOnDisconnect: false },
    })
    expect(optional.siwx).toMatchObject({ required: false, signOutOnDisconnect: false })
    const off = toCoreOptions({
      networks: [mainnet],
      siweConfig: { ...siweConfig, enabled: false },
    })
    expect(off.siwx).toBeUndefined()
    expect(off.siweConfig).toBeUndefined()
  })

  it("puts customRpcUrls before each network's RPC URLs (defaultNetwork too)", () => {
    const own = { ...optimism, rpcUrls: { default: { http: ['https://own.example/rpc'] } } }
    const options = toCoreOptions({
      networks: [mainnet, own],
      defaultNetwork: own,
      customRpcUrls: { 'eip155:10': [{ url: 'https://custom.example/rpc' }] },
    })
    const urls = ['https://custom.example/rpc', 'https://own.example/rpc']
    expect(options.networks[1]?.rpcUrls.default.http).toEqual(urls)
    expect(options.defaultNetwork?.rpcUrls.default.http).toEqual(urls)
    expect(options.networks[0]).toBe(mainnet)
  })
})
