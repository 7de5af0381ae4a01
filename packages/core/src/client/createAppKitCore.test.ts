import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { setChainAccountData } from '../controllers/chain/account'
import { push } from '../controllers/router/router'
import { createMemoryBackend, type StorageBackend } from '../storage/StorageBackend'
import { makeTestCore } from '../testing/makeTestCore'
import { mainnet } from '../testing/networks'
import { startTestServer, type TestServer } from '../testing/startTestServer'
import { systemClock } from '../time/clock'
import { createAppKitCore } from './createAppKitCore'
import { resolveServices } from './services'

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

  it('SPEC §3 "Key prefix \'@appkit-wallet/\'": every instance reads and writes through one typed storage on the injected backend, which falls back to memory when the backend throws', () => {
    const backend = createMemoryBackend()
    const { core } = makeTestCore(server.url, {}, { storage: backend })
    core.services.storage.set('connected_social', 'google')
    expect(backend.getItem('@appkit-wallet/connected_social')).toBe('"google"')
    expect(core.services.storage.get('connected_social')).toBe('google')
    const throwing = (name: string) => () => {
      throw new DOMException(name, name)
    }
    const broken: StorageBackend = {
      getItem: throwing('SecurityError'),
      setItem: throwing('QuotaExceededError'),
      removeItem: throwing('SecurityError'),
      keys: throwing('SecurityError'),
    }
    const { core: sandboxed } = makeTestCore(server.url, {}, { storage: broken })
    expect(sandboxed.connectors.recentWallets).toEqual([])
    expect(() => sandboxed.services.storage.set('connected_social', 'x')).not.toThrow()
    expect(sandboxed.services.storage.get('connected_social')).toBe('x')
    expect(sandboxed.services.storage.usingFallback).toBe(true)
    const defaults = resolveServices()
    expect(defaults.clock).toBe(systemClock)
    // Outside a browser the analytics body still carries a non-empty url and domain.
    expect(defaults.platform).toEqual({ isMobile: false, url: 'about:blank', domain: 'localhost' })
    expect(systemClock.now()).toBeGreaterThan(0)
    systemClock.clearTimeout(systemClock.setTimeout(() => {}, 1))
    defaults.storage.set('siwx_auth_token', 'v')
    defaults.storage.remove('siwx_auth_token')
    expect(defaults.storage.get('siwx_auth_token')).toBeUndefined()
  })

  it('HOSTILE E: the stored state an instance starts from drops __proto__ keys, and corrupted or wrongly shaped values read as absent', () => {
    const backend = createMemoryBackend([
      ['@appkit-wallet/recent_wallets', '[{"id":"a","name":"A","__proto__":{"polluted":1}}]'],
      ['@appkit-wallet/connection_status', '{"__proto__":{"polluted":2},"connected":["x"]}'],
      ['@appkit-wallet/siwx_last_network', '{not json'],
    ])
    const { core } = makeTestCore(server.url, {}, { storage: backend })
    expect(core.connectors.recentWallets).toEqual([{ id: 'a', name: 'A' }])
    expect(core.connections.connectedConnectorIds).toEqual(['x'])
    expect(core.siwx.lastConnectedNetworkId).toBeUndefined()
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect(Object.assign({}, ...core.connectors.recentWallets).polluted).toBeUndefined()
    backend.setItem('@appkit-wallet/recent_wallets', '"x"')
    backend.setItem('@appkit-wallet/connection_status', '{"connected":"x"}')
    backend.setItem('@appkit-wallet/siwx_last_network', '{}')
    const reloaded = makeTestCore(server.url, {}, { storage: backend }).core
    expect(reloaded.connectors.recentWallets).toEqual([])
    expect(reloaded.connections.connectedConnectorIds).toEqual([])
    expect(reloaded.siwx.lastConnectedNetworkId).toBeUndefined()
  })

  it('HOSTILE D "two modal instances with prefixes p1 and p2 plus unrelated app keys ... only its own prefix is touched"', () => {
    const backend = createMemoryBackend([['app.theme', 'dark']])
    const a = makeTestCore(server.url, { storageScope: 'p1' }, { storage: backend }).core
    const b = makeTestCore(server.url, { storageScope: 'p2' }, { storage: backend }).core
    a.services.storage.set('recent_wallets', [{ id: 'a', name: 'A' }])
    b.services.storage.set('recent_wallets', [{ id: 'b', name: 'B' }])
    expect(backend.getItem('@appkit-wallet/p1.recent_wallets')).toBe('[{"id":"a","name":"A"}]')
    expect(backend.getItem('@appkit-wallet/p2.recent_wallets')).toBe('[{"id":"b","name":"B"}]')
    a.services.storage.remove('recent_wallets')
    expect(backend.getItem('@appkit-wallet/p1.recent_wallets')).toBeNull()
    expect(b.services.storage.get('recent_wallets')).toEqual([{ id: 'b', name: 'B' }])
    a.services.storage.set('connected_social', 'github')
    a.services.storage.clear()
    expect(backend.keys().sort()).toEqual(['@appkit-wallet/p2.recent_wallets', 'app.theme'])
    expect(backend.getItem('app.theme')).toBe('dark')
  })
})
