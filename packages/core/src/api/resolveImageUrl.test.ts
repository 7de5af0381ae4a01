import { describe, expect, it } from 'vitest'
import { resolveImageUrl } from './resolveImageUrl'

describe('resolveImageUrl: image paths of an API answer load from that API, not the page origin', () => {
  const config = { baseUrl: 'http://127.0.0.1:4000' }

  it('reads a path against the API base URL', () => {
    expect(resolveImageUrl(config, '/public/getTokenImage/ETH')).toBe(
      'http://127.0.0.1:4000/public/getTokenImage/ETH',
    )
    expect(resolveImageUrl({ baseUrl: 'https://host.example/api/' }, '/getWalletImage/safe')).toBe(
      'https://host.example/api/getWalletImage/safe',
    )
    expect(resolveImageUrl(config, 'public/getTokenImage/USDC')).toBe(
      'http://127.0.0.1:4000/public/getTokenImage/USDC',
    )
  })

  it('keeps an absolute http(s) URL', () => {
    expect(resolveImageUrl(config, 'https://cdn.example/eth.svg')).toBe(
      'https://cdn.example/eth.svg',
    )
  })

  it('drops other schemes; a protocol-relative URL takes the base scheme', () => {
    expect(resolveImageUrl(config, 'javascript:alert(1)')).toBe('')
    expect(resolveImageUrl(config, 'data:image/svg+xml,<svg/>')).toBe('')
    expect(resolveImageUrl(config, '')).toBe('')
    expect(resolveImageUrl(config, '//evil.example/x.svg')).toBe('http://evil.example/x.svg')
  })
})
