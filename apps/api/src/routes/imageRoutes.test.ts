import * as builtIn from '@appkit/core/networks'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer } from '../../test/databaseKinds'
import { networkIcons, walletIcons } from '../images/iconCatalog'
import type { RunningApiServer } from '../server/startApiServer'

/** What HOSTILE E forbids in an image: script, event handlers, links, styles, outside references. */
const UNSAFE =
  /<script|<foreignObject|<image|<use|<style|<a[\s>]|\son[a-z]+=|href|javascript:|url\((?!#)/i

// The image routes use no database: one kind is enough.
describe('image routes', () => {
  let server: RunningApiServer
  beforeAll(async () => {
    server = await startTestServer('pglite')
  })
  afterAll(() => server.close())

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${server.url}${path}`, { headers })

  it('serves the real MetaMask logo as a sanitised SVG with the safe image headers', async () => {
    const res = await get('/getWalletImage/metamask')
    expect(res.status).toBe(200)
    expect(res.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8')
    expect(res.headers.get('x-content-type-options')).toBe('nosniff')
    expect(res.headers.get('content-security-policy')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; sandbox",
    )
    expect(res.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
    const svg = await res.text()
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg"/)
    // MetaMask's fox orange, not a monogram's text.
    expect(svg).toContain('#FF5C16')
    expect(svg).not.toContain('<text')
    expect(svg).not.toMatch(UNSAFE)
  })

  it.each(Object.keys(walletIcons))('wallet %s has a real, safe logo', async (id) => {
    const svg = await (await get(`/getWalletImage/${id}`)).text()
    expect(svg).toMatch(/<path /)
    expect(svg).not.toContain('<text')
    expect(svg).not.toMatch(UNSAFE)
  })

  it.each(Object.keys(networkIcons))('network %s has a real, safe logo', async (id) => {
    const res = await get(`/public/getAssetImage/${id}`)
    expect(res.status).toBe(200)
    const svg = await res.text()
    expect(svg).toMatch(/<path /)
    expect(svg).not.toContain('<text')
    expect(svg).not.toMatch(UNSAFE)
  })

  it('draws every built-in network of @appkit/core/networks (no monogram in the network list)', () => {
    const ids = Object.values(builtIn)
      .filter((value) => typeof value === 'object' && value !== null && 'caipNetworkId' in value)
      .map((network) => (network as { caipNetworkId: string }).caipNetworkId)
    expect(ids.length).toBeGreaterThan(15)
    expect(ids.filter((id) => !(id in networkIcons))).toEqual([])
  })

  it.each([
    ['Token', 'ETH'],
    ['Token', 'USDC'],
    ['Token', 'usdc'],
    ['Currency', 'USDC'],
    ['Asset', 'SOL'],
  ])('serves /public/get%sImage/%s as a real token logo', async (kind, id) => {
    const svg = await (await get(`/public/get${kind}Image/${id}`)).text()
    expect(svg).toMatch(/<path /)
    expect(svg).not.toContain('<text')
    expect(svg).not.toMatch(UNSAFE)
  })

  it('answers an id no package draws with its monogram', async () => {
    const token = await get('/public/getTokenImage/ADN-not-a-token')
    expect(token.status).toBe(200)
    expect(await token.text()).toContain('>AN</text>')
    const network = await (await get('/public/getAssetImage/eip155:31337')).text()
    expect(network).toContain('<text')
    // A registry wallet neither package draws keeps its name's monogram.
    expect(await (await get('/getWalletImage/xverse')).text()).toContain('>XV</text>')
  })

  it('answers a wallet outside the registry with 404', async () => {
    expect((await get('/getWalletImage/not-a-wallet')).status).toBe(404)
  })

  it('serves images to a page of any origin, even one the project does not allow', async () => {
    const origin = 'https://some-dapp.example'
    const api = await get('/getWallets', { origin })
    expect(api.status).toBe(403)
    const image = await get('/public/getTokenImage/ETH', { origin })
    expect(image.status).toBe(200)
    expect(image.headers.get('cross-origin-resource-policy')).toBe('cross-origin')
  })

  it('refuses ids that carry markup or path tricks with 400', async () => {
    const markup = await get(
      `/public/getTokenImage/${encodeURIComponent('<script>alert(1)</script>')}`,
    )
    expect(markup.status).toBe(400)
    expect((await get('/public/getTokenImage/..%2F..%2Fetc%2Fpasswd')).status).toBe(400)
    expect((await get('/getWalletImage/eip155:1')).status).toBe(400)
  })
})
