import { describe, expect, it } from 'vitest'
import { createCookieBackend } from './createCookieBackend'
import { createStorage } from './createStorage'
import { parseStoredJson } from './parseStoredJson'
import {
  createLocalStorageBackend,
  createMemoryBackend,
  type StorageBackend,
  type WebStorageLike,
} from './StorageBackend'
import {
  connectedConnectorIdKey,
  getStoredValueSchema,
  STORAGE_KEY_PREFIX,
  storedValueSchemas,
} from './storageKeys'

// Node has no window.localStorage: this small Web Storage stand-in is the edge that cannot run
// here. It can be told to throw the DOMExceptions browsers throw.
class FakeWebStorage implements WebStorageLike {
  items = new Map<string, string>()
  failSet: string | undefined
  get length() {
    return this.items.size
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null
  }
  getItem(key: string) {
    return this.items.get(key) ?? null
  }
  setItem(key: string, value: string) {
    if (this.failSet) throw new DOMException('quota', this.failSet)
    this.items.set(key, value)
  }
  removeItem(key: string) {
    this.items.delete(key)
  }
}

describe('createStorage', () => {
  it("stores typed values under the prefix '@appkit-wallet/' (SPEC §3 'Key prefix')", () => {
    const web = new FakeWebStorage()
    const storage = createStorage({ backend: createLocalStorageBackend(() => web) })
    storage.set(connectedConnectorIdKey('eip155'), 'injected')
    storage.set('recent_wallets', [{ id: 'metamask', name: 'MetaMask' }])
    storage.set('connections', {
      solana: [{ connectorId: 'phantom', accounts: [{ address: 'x' }] }],
    })
    expect(STORAGE_KEY_PREFIX).toBe('@appkit-wallet/')
    expect(web.getItem('@appkit-wallet/connected_connector_id/eip155')).toBe('"injected"')
    expect(storage.get('connected_connector_id/eip155')).toBe('injected')
    expect(storage.get('recent_wallets')).toEqual([{ id: 'metamask', name: 'MetaMask' }])
    expect(storage.get('connections')?.solana?.[0]?.connectorId).toBe('phantom')
    expect(storage.keys().sort()).toEqual([
      'connected_connector_id/eip155',
      'connections',
      'recent_wallets',
    ])
    storage.remove('recent_wallets')
    expect(storage.get('recent_wallets')).toBeUndefined()
    expect(storage.get('siwx_auth_token')).toBeUndefined()
  })

  it.each(['{not json', ''])(
    'reads corrupted JSON (%j) as undefined instead of throwing, and drops it',
    (text) => {
      const backend = createMemoryBackend([['@appkit-wallet/connected_social', text]])
      const storage = createStorage({ backend })
      expect(storage.get('connected_social')).toBeUndefined()
      expect(backend.keys()).toEqual([])
    },
  )

  it('reads valid JSON of the wrong shape for its key as absent (recent wallets holding "x" or {}) and drops it, leaving every key outside the prefix untouched', () => {
    const outside: [string, string][] = [
      ['recent_wallets', '"x"'],
      ['app-theme', 'dark'],
      ['@appkit-walletX/recent_wallets', '[]'],
    ]
    for (const [key, text] of [
      ['recent_wallets', '"x"'],
      ['recent_wallets', '{}'],
      ['recent_wallets', '[{"id":"metamask","name":7}]'],
      ['recent_wallets', '[{"name":"no id"}]'],
      ['connections', '{"eip155":[{"connectorId":1,"accounts":[]}]}'],
      ['connections', '{"notANamespace":[]}'],
      ['connection_status', '{"connected":"x"}'],
      ['active_caip_network_id', '42'],
      ['siwx_auth_token', '{"token":"x"}'],
      ['balance_cache', '{"a":{"value":{"balance":1,"symbol":"ETH"},"timestamp":1}}'],
      ['identity_cache', '[]'],
      ['name_cache', '{"0xa":{"value":"alice.reown.id","timestamp":1}}'],
      ['connected_connector_id/eip155', 'null'],
    ] as const) {
      const backend = createMemoryBackend([...outside, [`@appkit-wallet/${key}`, text]])
      const errors: unknown[] = []
      const storage = createStorage({ backend, onError: (error) => errors.push(error) })
      expect(storage.get(key), `${key} = ${text}`).toBeUndefined()
      expect(backend.keys().map((k) => [k, backend.getItem(k)])).toEqual(outside)
      expect(errors).toEqual([])
    }
    const backend = createMemoryBackend([
      ['@appkit-wallet/recent_wallets', '[{"id":"metamask","name":"MetaMask","rdns":null}]'],
      ['@appkit-wallet/connected_connector_id/solana', '"phantom"'],
      ['@appkit-wallet/connected_connector_id/other', '7'],
    ])
    const storage = createStorage({ backend })
    expect(storage.get('recent_wallets')).toEqual([
      { id: 'metamask', name: 'MetaMask', rdns: null },
    ])
    expect(storage.get('connected_connector_id/solana')).toBe('phantom')
    // Keys outside the schema are not checked.
    expect(
      createStorage<{ 'connected_connector_id/other': unknown }>({ backend }).get(
        'connected_connector_id/other',
      ),
    ).toBe(7)
  })

  it("stores recent wallets under the schema's key 'recent_wallets', the key the product reads", () => {
    expect(Object.keys(storedValueSchemas)).toContain('recent_wallets')
    expect(getStoredValueSchema('RECENT_WALLETS')).toBeUndefined()
    expect(
      getStoredValueSchema('recent_wallets')?.safeParse([{ id: 'a', name: 'A' }]).success,
    ).toBe(true)
  })

  it("HOSTILE §E 'persisted JSON ... containing __proto__ or constructor.prototype keys, then ({}).polluted stays undefined' for every kind of stored value", () => {
    const payloads = [
      '{"__proto__":{"polluted":"yes"}}',
      '[{"id":"a","name":"A","__proto__":{"polluted":"yes"}}]',
      '{"connected":["a"],"constructor":{"prototype":{"polluted":"yes"}}}',
      '{"eip155":[{"connectorId":"a","accounts":[{"address":"0x1","__proto__":{"polluted":"yes"}}]}]}',
    ]
    const keys = ['balance_cache', 'recent_wallets', 'connection_status', 'connections'] as const
    const backend = createMemoryBackend(
      keys.map((key, i) => [`@appkit-wallet/${key}`, payloads[i] as string]),
    )
    const storage = createStorage({ backend })
    const values = keys.map((key) => storage.get(key))
    expect(values).toEqual([
      {},
      [{ id: 'a', name: 'A' }],
      { connected: ['a'] },
      { eip155: [{ connectorId: 'a', accounts: [{ address: '0x1' }] }] },
    ])
    // Spreading and merging what was read must not reach Object.prototype either.
    const merged = Object.assign({}, ...values.flatMap((v) => (Array.isArray(v) ? v : [v])))
    expect(merged.polluted).toBeUndefined()
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect(Object.prototype).not.toHaveProperty('polluted')
  })

  it('never lets __proto__ keys in persisted JSON pollute prototypes (HOSTILE §E)', () => {
    const backend = createMemoryBackend([
      [
        '@appkit-wallet/balance_cache',
        '{"__proto__":{"polluted":1},"a":{"constructor":{"prototype":{"polluted":2}},"value":{"balance":"1","symbol":"ETH"},"timestamp":1}}',
      ],
    ])
    const cache = createStorage({ backend }).get('balance_cache')
    const copy = Object.assign({}, cache, cache?.a)
    expect(({} as { polluted?: unknown }).polluted).toBeUndefined()
    expect((copy as { polluted?: unknown }).polluted).toBeUndefined()
    expect(Object.keys(cache ?? {})).toEqual(['a'])
    expect(cache?.a?.value.balance).toBe('1')
    expect(parseStoredJson('[1,{"__proto__":{"x":1}}]')).toEqual([1, {}])
  })

  it('falls back to memory when reading localStorage throws SecurityError (HOSTILE §D)', () => {
    const errors: unknown[] = []
    const storage = createStorage({
      backend: createLocalStorageBackend(() => {
        throw new DOMException('The operation is insecure.', 'SecurityError')
      }),
      onError: (error) => errors.push(error),
    })
    expect(storage.get('connected_social')).toBeUndefined()
    storage.set('connected_social', 'google')
    expect(storage.get('connected_social')).toBe('google')
    expect(storage.usingFallback).toBe(true)
    expect((errors[0] as DOMException).name).toBe('SecurityError')
  })

  it('falls back to memory when setItem throws QuotaExceededError, keeping earlier values', () => {
    const web = new FakeWebStorage()
    web.items.set('unrelated', 'app data')
    const storage = createStorage({ backend: createLocalStorageBackend(() => web) })
    storage.set('connected_social', 'github')
    web.failSet = 'QuotaExceededError'
    expect(() => storage.set('recent_wallets', [{ id: 'w', name: 'W' }])).not.toThrow()
    expect(storage.usingFallback).toBe(true)
    expect(storage.get('recent_wallets')).toEqual([{ id: 'w', name: 'W' }])
    expect(storage.get('connected_social')).toBe('github')
    storage.clear()
    expect(web.getItem('unrelated')).toBe('app data')
  })

  it('survives a backend that throws on every call, also after the fallback', () => {
    const throwing: StorageBackend = {
      getItem: () => {
        throw new Error('x')
      },
      setItem: () => {
        throw new Error('x')
      },
      removeItem: () => {
        throw new Error('x')
      },
      keys: () => {
        throw new Error('x')
      },
    }
    const storage = createStorage({ backend: throwing })
    expect(storage.keys()).toEqual([])
    storage.set('connected_social', 'x')
    expect(storage.get('connected_social')).toBe('x')
    expect(() => storage.clear()).not.toThrow()
  })

  it('ignores values JSON cannot hold without throwing', () => {
    const errors: unknown[] = []
    const storage = createStorage<{ a: unknown; b: unknown }>({ onError: (e) => errors.push(e) })
    storage.set('a', 1)
    storage.set('a', undefined)
    expect(storage.get('a')).toBeUndefined()
    const cyclic: { self?: unknown } = {}
    cyclic.self = cyclic
    storage.set('b', cyclic)
    expect(storage.get('b')).toBeUndefined()
    expect(errors).toHaveLength(1)
  })

  it('two instances with prefixes p1 and p2 plus unrelated app keys: clearing one touches only its own prefix (HOSTILE §D)', () => {
    const backend = createMemoryBackend([['app-theme', 'dark']])
    const p1 = createStorage<{ token: string }>({ backend, prefix: 'p1.' })
    const p2 = createStorage<{ token: string }>({ backend, prefix: 'p2.' })
    p1.set('token', 'one')
    p2.set('token', 'two')
    expect(p1.get('token')).toBe('one')
    expect(p2.get('token')).toBe('two')
    p1.clear()
    expect(p1.get('token')).toBeUndefined()
    expect(p2.get('token')).toBe('two')
    expect(backend.getItem('app-theme')).toBe('dark')
    expect(backend.keys().sort()).toEqual(['app-theme', 'p2.token'])
  })
})

describe('createCookieBackend (SSR)', () => {
  it('reads the request Cookie header and emits Set-Cookie strings', () => {
    const setCookies: string[] = []
    const backend = createCookieBackend({
      read: () => 'other=1; %40appkit-wallet%2Fconnected_social=%22google%22; broken=%E0%A4%A',
      write: (cookie) => setCookies.push(cookie),
    })
    const storage = createStorage({ backend })
    expect(storage.get('connected_social')).toBe('google')
    expect(storage.keys()).toEqual(['connected_social'])
    storage.set('siwx_auth_token', 'abc')
    expect(storage.get('siwx_auth_token')).toBe('abc')
    expect(setCookies[0]).toBe(
      '%40appkit-wallet%2Fsiwx_auth_token=%22abc%22; Path=/; Max-Age=31536000; SameSite=Lax',
    )
    storage.clear()
    expect(storage.get('connected_social')).toBeUndefined()
    expect(setCookies).toContain(
      '%40appkit-wallet%2Fconnected_social=; Path=/; Max-Age=0; SameSite=Lax',
    )
    expect(backend.getItem('other')).toBe('1')
  })

  it('throws QuotaExceededError for oversized cookies, which the storage turns into a memory fallback', () => {
    const backend = createCookieBackend({ read: () => '', write: () => {}, maxCookieBytes: 64 })
    expect(() => backend.setItem('k', 'v'.repeat(100))).toThrow('Cookie is larger')
    const storage = createStorage({ backend })
    storage.set('siwx_refresh_token', 'v'.repeat(100))
    expect(storage.usingFallback).toBe(true)
    expect(storage.get('siwx_refresh_token')).toBe('v'.repeat(100))
  })

  it('uses document.cookie by default', () => {
    const jar = { cookie: '' }
    const previous = (globalThis as { document?: unknown }).document
    ;(globalThis as { document?: unknown }).document = jar
    try {
      const backend = createCookieBackend()
      backend.setItem('a', '1')
      expect(jar.cookie).toContain('a=1')
      expect(backend.getItem('a')).toBe('1')
      backend.removeItem('a')
      expect(backend.getItem('a')).toBeNull()
    } finally {
      ;(globalThis as { document?: unknown }).document = previous
    }
  })
})

describe('createLocalStorageBackend', () => {
  it('throws when no localStorage exists (the storage catches it)', () => {
    const backend = createLocalStorageBackend(() => undefined as unknown as WebStorageLike)
    expect(() => backend.getItem('a')).toThrow('localStorage is not available')
    const storage = createStorage({ backend: createLocalStorageBackend() })
    storage.set('connected_social', 'x')
    expect(storage.get('connected_social')).toBe('x')
  })
})

describe('storage events from other tabs (HOSTILE §D)', () => {
  function storageEvent(key: string | null): Event {
    // Node has no StorageEvent; an Event carrying `key` is what the listener reads.
    return Object.assign(new Event('storage'), { key })
  }

  it("tab B hears tab A's changes to its own prefix only, and can unsubscribe", () => {
    const web = new FakeWebStorage()
    const target = new EventTarget()
    const storage = createStorage({ backend: createLocalStorageBackend(() => web, target) })
    const heard: (string | null)[] = []
    const unsubscribe = storage.subscribe((key) => heard.push(key))
    target.dispatchEvent(storageEvent('@appkit-wallet/connections'))
    target.dispatchEvent(storageEvent('unrelated-app-key'))
    target.dispatchEvent(storageEvent(null))
    unsubscribe()
    target.dispatchEvent(storageEvent('@appkit-wallet/connected_social'))
    expect(heard).toEqual(['connections', null])
  })

  it('backends without events, or without a window, subscribe to nothing', () => {
    expect(createStorage().subscribe(() => {})).toBeTypeOf('function')
    const noWindow = createStorage({
      backend: createLocalStorageBackend(() => new FakeWebStorage()),
    })
    expect(() => noWindow.subscribe(() => {})()).not.toThrow()
    const errors: unknown[] = []
    const broken = createStorage({
      backend: {
        ...createMemoryBackend(),
        subscribe: () => {
          throw new Error('no events here')
        },
      },
      onError: (error) => errors.push(error),
    })
    expect(() => broken.subscribe(() => {})()).not.toThrow()
    expect(errors).toHaveLength(1)
  })
})
