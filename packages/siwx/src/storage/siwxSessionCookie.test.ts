import { describe, expect, it } from 'vitest'
import { parseSiwxSessionCookie, serializeSiwxSessionCookie } from './siwxSessionCookie'

const refs = [
  {
    id: '8a6e0804-2bd0-4672-b79d-d97027f9071a',
    chainId: 'eip155:1',
    accountAddress: '0xC02aaA39b223FE8D0A0e5C4F27eAD9083C756Cc2',
  },
  {
    id: '0f3c2a9e-6f61-4c1f-a9d5-2f7d2f0d1c11',
    chainId: 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
    accountAddress: 'So11111111111111111111111111111111111111112',
  },
]

/** What a browser sends back: the name=value part of a Set-Cookie, among other cookies. */
const asRequestHeader = (setCookie: string) => `theme=dark; ${setCookie.split(';')[0]}; other=1`

describe('SIWX session cookie (server rendering)', () => {
  it('serialises the session refs into one Set-Cookie under the storage prefix, and parses them back from a Cookie header', () => {
    const setCookie = serializeSiwxSessionCookie(refs, { maxAgeSeconds: 600 })
    expect(setCookie).toMatch(
      /^%40appkit-wallet%2Fsiwx_server_sessions=[^;]+; Path=\/; Max-Age=600; SameSite=Lax$/,
    )
    expect(parseSiwxSessionCookie(asRequestHeader(setCookie))).toEqual(refs)
  })

  it('keeps scopes apart and clears with an empty list (Max-Age=0)', () => {
    const scoped = serializeSiwxSessionCookie(refs, { storageScope: 'shop' })
    expect(parseSiwxSessionCookie(asRequestHeader(scoped), { storageScope: 'shop' })).toEqual(refs)
    expect(parseSiwxSessionCookie(asRequestHeader(scoped))).toEqual([])
    expect(serializeSiwxSessionCookie([])).toMatch(/=; Path=\/; Max-Age=0; SameSite=Lax$/)
  })

  it('reads no sessions from an absent, malformed or wrongly shaped cookie', () => {
    const name = '%40appkit-wallet%2Fsiwx_server_sessions'
    expect(parseSiwxSessionCookie('')).toEqual([])
    expect(parseSiwxSessionCookie(`${name}=%7Bnot-json`)).toEqual([])
    expect(parseSiwxSessionCookie(`${name}=${encodeURIComponent('[{"id":1}]')}`)).toEqual([])
    expect(parseSiwxSessionCookie(`${name}=%E0%A4%A`)).toEqual([])
  })
})
