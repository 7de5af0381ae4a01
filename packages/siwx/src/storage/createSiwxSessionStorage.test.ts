import { createCookieBackend, createMemoryBackend } from '@appkit/core'
import { describe, expect, it } from 'vitest'
import { createSiwxMessage } from '../message/createSiwxMessage'
import { createSiwxSessionStorage } from './createSiwxSessionStorage'

const A = '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2'
const B = '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'
const now = Date.parse('2026-11-25T10:00:00.000Z')

function session(chainId: string, accountAddress: string, expiresInMs = 3_600_000) {
  const message = createSiwxMessage({
    accountAddress,
    chainId,
    domain: 'app.example.org',
    uri: 'https://app.example.org',
    nonce: 'q3X9mVb0LrT2aZ7c',
    issuedAt: new Date(now - 1_000),
    expirationTime: new Date(now + expiresInMs),
  })
  return { message: message.toString(), signature: '0xsignature' }
}

describe('createSiwxSessionStorage', () => {
  it('keeps sessions per network and address under the prefix @appkit-wallet/ (SPEC §3)', () => {
    const backend = createMemoryBackend()
    const storage = createSiwxSessionStorage({ backend, now: () => now })
    storage.add(session('eip155:1', A))
    expect(backend.keys()).toEqual([`@appkit-wallet/siwx_sessions/eip155:1:${A.toLowerCase()}`])
    const [stored] = storage.get('eip155:1', A)
    expect(stored?.data).toMatchObject({ chainId: 'eip155:1', accountAddress: A })
    expect(stored?.signature).toBe('0xsignature')
    // Addresses reported in lower case find the same session; another network does not.
    expect(storage.get('eip155:1', A.toLowerCase())).toHaveLength(1)
    expect(storage.get('eip155:10', A)).toEqual([])
    // A reload (a new storage on the same backend) still has it.
    expect(createSiwxSessionStorage({ backend, now: () => now }).get('eip155:1', A)).toHaveLength(1)
  })

  it('deleting (eip155:1, A) removes exactly one of (eip155:1, A), (eip155:1, B), (eip155:10, A) (HOSTILE §D)', () => {
    const storage = createSiwxSessionStorage({ now: () => now })
    storage.add(session('eip155:1', A))
    storage.add(session('eip155:1', B))
    storage.add(session('eip155:10', A))
    storage.delete('eip155:1', A)
    expect(storage.get('eip155:1', A)).toEqual([])
    expect(storage.get('eip155:1', B)).toHaveLength(1)
    expect(storage.get('eip155:10', A)).toHaveLength(1)
  })

  it('drops expired sessions on read and on the next write', () => {
    const backend = createMemoryBackend()
    let time = now
    const storage = createSiwxSessionStorage({ backend, now: () => time })
    storage.add(session('eip155:1', A, 1_000))
    expect(storage.get('eip155:1', A)).toHaveLength(1)
    time = now + 1_000
    expect(storage.get('eip155:1', A)).toEqual([])
    storage.add(session('eip155:1', A, 7_200_000))
    const text = backend.getItem(`@appkit-wallet/siwx_sessions/eip155:1:${A.toLowerCase()}`)
    expect(JSON.parse(text as string)).toHaveLength(1)
  })

  it('reads corrupted JSON, a wrong shape, a message that does not parse and a __proto__ payload as no session', () => {
    const key = `@appkit-wallet/siwx_sessions/eip155:1:${A.toLowerCase()}`
    for (const text of [
      '{not json',
      '{"message":"x"}',
      '[{"message":"not a SIWX message","signature":"0x"}]',
      '[{"message":1,"signature":"0x"}]',
    ]) {
      const storage = createSiwxSessionStorage({ backend: createMemoryBackend([[key, text]]) })
      expect(storage.get('eip155:1', A), text).toEqual([])
    }
    const polluted = JSON.stringify([{ ...session('eip155:1', A) }]).replace(
      '[{',
      '[{"__proto__":{"polluted":1},',
    )
    const storage = createSiwxSessionStorage({
      backend: createMemoryBackend([[key, polluted]]),
      now: () => now,
    })
    expect(storage.get('eip155:1', A)).toHaveLength(1)
    expect(({} as Record<string, unknown>).polluted).toBeUndefined()
  })

  it('a scoped storage and an unscoped one on the same backend never meet, and clear() leaves other keys alone', () => {
    const backend = createMemoryBackend([['app-theme', 'dark']])
    const p1 = createSiwxSessionStorage({ backend, storageScope: 'p1', now: () => now })
    const p2 = createSiwxSessionStorage({ backend, storageScope: 'p2', now: () => now })
    p1.add(session('eip155:1', A))
    p2.add(session('eip155:1', A))
    p1.clear()
    expect(p1.get('eip155:1', A)).toEqual([])
    expect(p2.get('eip155:1', A)).toHaveLength(1)
    expect(backend.getItem('app-theme')).toBe('dark')
  })

  it('refuses to add a message that is not a SIWX message', () => {
    const storage = createSiwxSessionStorage()
    expect(() => storage.add({ message: 'hello', signature: '0x' })).toThrow(TypeError)
  })

  it('works on core’s cookie backend, so a server render reads the session from the Cookie header', () => {
    const setCookies: string[] = []
    const browser = createSiwxSessionStorage({
      backend: createCookieBackend({ read: () => '', write: (cookie) => setCookies.push(cookie) }),
      now: () => now,
    })
    browser.add(session('eip155:1', A))
    expect(setCookies).toHaveLength(1)
    expect(setCookies[0]).toMatch(/; Path=\/; Max-Age=\d+; SameSite=Lax$/)
    // The next request carries the cookie; the server's storage reads it from the header.
    const header = (setCookies[0] as string).split(';')[0] as string
    const server = createSiwxSessionStorage({
      backend: createCookieBackend({ read: () => `theme=dark; ${header}` }),
      now: () => now,
    })
    expect(server.get('eip155:1', A)[0]?.data.accountAddress).toBe(A)
  })
})
