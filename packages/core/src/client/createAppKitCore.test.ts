import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setChainAccountData } from '../controllers/chain/account'
import { push } from '../controllers/router/router'
import { makeTestCore } from '../testing/makeTestCore'
import { mainnet } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { createAppKitCore } from './createAppKitCore'
import {
  createMemoryStorage,
  readStored,
  resolveServices,
  systemClock,
  writeStored,
} from './services'

let server: TestServer
beforeAll(async () => {
  server = await startTestServer({})
})
afterAll(() => server.close())

describe('createAppKitCore', () => {
  it('builds independent instances without touching the network (two instances and SSR are safe)', () => {
    const a = makeTestCore(server.url).core
    const b = makeTestCore(server.url).core
    push(a.router, 'AllWallets')
    setChainAccountData(a.chain, 'eip155', { address: '0xa' })
    expect(b.router.view).toBe('Connect')
    expect(b.chain.namespaces.eip155?.accountState.address).toBeUndefined()
    expect(a.api.blockchain.cache).not.toBe(b.api.blockchain.cache)
    expect(server.requests).toHaveLength(0)
    expect(a.basic).toBe(false)
    expect(Object.keys(a.chain.adapters)).toEqual(['eip155', 'solana'])
  })

  it('SPEC §2 "basic WalletConnect mode (no adapter)" turns remote features off', () => {
    const core = createAppKitCore({
      networks: [mainnet],
      apiUrls: { blockchain: server.url, wallet: server.url, analytics: server.url },
    })
    expect(core.basic).toBe(true)
    expect(core.features.email).toBe(false)
    expect(core.api.analytics.config).toMatchObject({ sdkType: 'appkit', sdkVersion: 'core-0.0.0' })
    expect(core.api.analytics.config.projectId).toBeUndefined()
  })

  it("SPEC §5 'Cannot set both `siweConfig` and `siwx` options' at creation", () => {
    const siwx = {
      createMessage: async () => 'm',
      addSession: async () => {},
      getSessions: async () => [],
    }
    expect(() => makeTestCore(server.url, { siwx, siweConfig: {} })).toThrow(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it('SPEC §3 "Key prefix \'@appkit-wallet/\'" and a failing storage falls back to memory', () => {
    const storage = createMemoryStorage()
    writeStored(storage, 'X', { a: 1 })
    expect(storage.getItem('@appkit-wallet/X')).toBe('{"a":1}')
    expect(readStored(storage, 'X', null)).toEqual({ a: 1 })
    const broken = {
      getItem: () => {
        throw new Error('SecurityError')
      },
      setItem: () => {
        throw new Error('QuotaExceededError')
      },
      removeItem: () => {},
    }
    expect(() => writeStored(broken, 'X', 1)).not.toThrow()
    expect(readStored(broken, 'X', 'fallback')).toBe('fallback')
    const defaults = resolveServices()
    expect(defaults.clock).toBe(systemClock)
    // Outside a browser the analytics body still carries a non-empty url and domain.
    expect(defaults.platform).toEqual({ isMobile: false, url: 'about:blank', domain: 'localhost' })
    expect(systemClock.now()).toBeGreaterThan(0)
    systemClock.clearTimeout(systemClock.setTimeout(() => {}, 1))
    defaults.storage.setItem('k', 'v')
    defaults.storage.removeItem('k')
    expect(defaults.storage.getItem('k')).toBeNull()
  })

  it('HOSTILE E: readStored drops __proto__ keys and reads corrupted JSON as the fallback, like the typed storage', () => {
    const storage = createMemoryStorage()
    storage.setItem(
      '@appkit-wallet/X',
      '{"__proto__":{"polluted":1},"a":{"constructor":{"prototype":{"p":2}},"b":1}}',
    )
    const value = readStored<Record<string, unknown>>(storage, 'X', {})
    expect(Object.keys(value)).toEqual(['a'])
    expect(value.a).toEqual({ b: 1 })
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect(Object.assign({}, value).polluted).toBeUndefined()
    storage.setItem('@appkit-wallet/Y', '{not json')
    expect(readStored(storage, 'Y', 'fallback')).toBe('fallback')
  })

  it('HOSTILE D "two modal instances with prefixes p1 and p2 plus unrelated app keys ... only its own prefix is touched"', () => {
    const storage = createMemoryStorage()
    storage.setItem('app.theme', 'dark')
    const a = makeTestCore(server.url, { storageScope: 'p1' }, { storage }).core
    const b = makeTestCore(server.url, { storageScope: 'p2' }, { storage }).core
    writeStored(a.services.storage, 'RECENT_WALLETS', [{ id: 'a', name: 'A' }])
    writeStored(b.services.storage, 'RECENT_WALLETS', [{ id: 'b', name: 'B' }])
    expect(storage.getItem('@appkit-wallet/p1.RECENT_WALLETS')).toBe('[{"id":"a","name":"A"}]')
    expect(storage.getItem('@appkit-wallet/p2.RECENT_WALLETS')).toBe('[{"id":"b","name":"B"}]')
    a.services.storage.removeItem('@appkit-wallet/RECENT_WALLETS')
    expect(storage.getItem('@appkit-wallet/p1.RECENT_WALLETS')).toBeNull()
    expect(storage.getItem('@appkit-wallet/p2.RECENT_WALLETS')).not.toBeNull()
    a.services.storage.setItem('unprefixed', '1')
    expect(storage.getItem('unprefixed')).toBe('1')
    expect(storage.getItem('app.theme')).toBe('dark')
  })
})
