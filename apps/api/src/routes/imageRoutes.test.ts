import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { databaseKinds, startTestServer } from '../../test/databaseKinds'
import type { RunningApiServer } from '../server/startApiServer'

describe.each(databaseKinds)('image routes (%s)', (kind) => {
  let server: RunningApiServer
  beforeAll(async () => {
    server = await startTestServer(kind)
  })
  afterAll(() => server.close())

  it('serves a wallet monogram as SVG with a safe content type and no script', async () => {
    const res = await fetch(`${server.url}/getWalletImage/metamask`)
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'")
    const svg = await res.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    expect(svg).toContain('>MM</text>')
    expect(svg).not.toMatch(/<script|on[a-z]+=|href/i)
  })

  it.each(['Asset', 'Currency', 'Token'])(
    'serves /public/get%sImage/{id} monograms',
    async (kind) => {
      const res = await fetch(`${server.url}/public/get${kind}Image/usd-coin`)
      expect(res.status).toBe(200)
      expect(await res.text()).toContain('>UC</text>')
    },
  )

  it('answers an unknown wallet image with 404', async () => {
    expect((await fetch(`${server.url}/getWalletImage/not-a-wallet`)).status).toBe(404)
  })

  it('refuses ids that carry markup or path tricks with 400 or 404', async () => {
    const markup = await fetch(
      `${server.url}/public/getTokenImage/${encodeURIComponent('<script>alert(1)</script>')}`,
    )
    expect(markup.status).toBe(400)
    const traversal = await fetch(`${server.url}/public/getTokenImage/..%2F..%2Fetc%2Fpasswd`)
    expect(traversal.status).toBe(400)
  })
})
