import { afterAll, describe, expect, inject, it } from 'vitest'
import { DAPP_ORIGIN, startTestSecure } from './secureSite'

const devnet = inject('devnet')
const secure = await startTestSecure(devnet)
afterAll(() => secure.stop())

describe('the secure site over HTTP', () => {
  it('HOSTILE F "responses carry a CSP frame-ancestors allowlist with no wildcard hosts"', async () => {
    const page = await fetch(secure.url)
    expect(page.status).toBe(200)
    const policy = page.headers.get('content-security-policy') ?? ''
    expect(policy).toContain(`frame-ancestors ${DAPP_ORIGIN};`)
    expect(policy).not.toContain('*')
    const html = await page.text()
    expect(html).toContain('<script type="module" src="/frame.js">')
    expect(html).toContain(`"allowedOrigins":["${DAPP_ORIGIN}"]`)
    const script = await fetch(`${secure.url}/frame.js`)
    expect(script.headers.get('content-type')).toBe('text/javascript')
    const source = await script.text()
    expect(source).toContain('READY')
    expect(source).not.toMatch(/postMessage\([^)]*,\s*["']\*["']\)/)
  })

  it('answers the API only to its own origin, JSON POSTs of bounded size', async () => {
    const post = (headers: Record<string, string>, body = '{"email":"a@b.co"}') =>
      fetch(`${secure.url}/api/connect-email`, { method: 'POST', headers, body })
    expect((await post({ 'content-type': 'application/json' })).status).toBe(403)
    expect((await post({ 'content-type': 'application/json', origin: DAPP_ORIGIN })).status).toBe(
      403,
    )
    expect((await post({ 'content-type': 'text/plain', origin: secure.url })).status).toBe(415)
    const json = { 'content-type': 'application/json', origin: secure.url }
    expect((await post(json, '{nope')).status).toBe(400)
    expect((await post(json, JSON.stringify({ email: 'x'.repeat(70_000) }))).status).toBe(413)
    expect((await fetch(`${secure.url}/api/user`)).status).toBe(405)
    const unknown = await fetch(`${secure.url}/api/__proto__`, {
      method: 'POST',
      headers: json,
      body: '{}',
    })
    expect(unknown.status).toBe(404)
  })

  it('refuses an allow-list entry that is not an exact origin', async () => {
    await expect(
      startTestSecure(devnet, { allowedOrigins: ['https://*.vercel.app'] }),
    ).rejects.toThrow('Not an exact http(s) origin')
    await expect(
      startTestSecure(devnet, { allowedOrigins: ['http://127.0.0.1:5173/app'] }),
    ).rejects.toThrow('Not an exact origin')
  })
})
