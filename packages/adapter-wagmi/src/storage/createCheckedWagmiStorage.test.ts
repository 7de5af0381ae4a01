import { describe, expect, it } from 'vitest'
import { createCheckedWagmiStorage, type WagmiBackingStorage } from './createCheckedWagmiStorage'

/** A Web Storage stand-in over a Map (what localStorage holds, key by key). */
function memoryStorage(entries: Record<string, string>): WagmiBackingStorage & {
  items: Map<string, string>
} {
  const items = new Map(Object.entries(entries))
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
    removeItem: (key) => void items.delete(key),
  }
}

const store =
  '{"state":{"connections":{"__type":"Map","value":[]},"chainId":1,"current":null},"version":3}'

describe("wagmi's storage with what wagmi could not have written dropped (issue #19)", () => {
  it.each([
    ['wagmi.store', '{"broken'],
    ['wagmi.store', 'null'],
    ['wagmi.store', '[]'],
    ['wagmi.store', '123'],
    ['wagmi.store', '{"state":[],"version":3}'],
    ['wagmi.recentConnectorId', '123'],
    ['wagmi.recentConnectorId', '[]'],
    ['wagmi.injected.connected', 'null'],
    ['wagmi.io.metamask.disconnected', '"yes"'],
    ['wagmi.other', '{"broken'],
  ])('%s = %s reads as absent and is removed; other keys stay', async (key, text) => {
    const backing = memoryStorage({ [key]: text, 'app.theme': 'dark' })
    const storage = createCheckedWagmiStorage(backing)
    expect(await storage.getItem(key.slice('wagmi.'.length) as 'recentConnectorId')).toBeNull()
    expect([...backing.items]).toEqual([['app.theme', 'dark']])
  })

  it('an empty value reads as absent and is removed', async () => {
    const backing = memoryStorage({ 'wagmi.store': '' })
    expect(await createCheckedWagmiStorage(backing).getItem('store' as 'state')).toBeNull()
    expect(backing.items.size).toBe(0)
  })

  it('values wagmi wrote read back as they are', async () => {
    const backing = memoryStorage({
      'wagmi.store': store,
      'wagmi.recentConnectorId': '"io.metamask"',
      'wagmi.injected.connected': 'true',
    })
    const storage = createCheckedWagmiStorage(backing)
    expect(await storage.getItem('recentConnectorId')).toBe('io.metamask')
    expect(await storage.getItem('injected.connected' as 'recentConnectorId')).toBe(true)
    expect(await storage.getItem('store' as 'recentConnectorId')).toMatchObject({ version: 3 })
    expect(backing.items.size).toBe(3)
  })

  it('a backing storage that throws on every call reads as empty and never throws', async () => {
    const fail = () => {
      throw new DOMException('denied', 'SecurityError')
    }
    const storage = createCheckedWagmiStorage({ getItem: fail, setItem: fail, removeItem: fail })
    expect(await storage.getItem('recentConnectorId')).toBeNull()
    await expect(storage.setItem('recentConnectorId', 'x')).resolves.toBeUndefined()
  })
})
