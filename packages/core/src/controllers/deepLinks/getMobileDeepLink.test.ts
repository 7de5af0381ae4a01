import { describe, expect, it } from 'vitest'
import { getMobileDeepLink } from './getMobileDeepLink'

describe('mobile deep links', () => {
  it('SPEC §2 "Mobile deep links open Phantom, Solflare or Coinbase wallet pages with the current page URL as a redirect parameter"', () => {
    const page = 'https://dapp.example/swap?x=1#top'
    const phantom = new URL(getMobileDeepLink('phantom', page))
    expect(phantom.host).toBe('phantom.app')
    expect(decodeURIComponent(phantom.pathname.replace('/ul/browse/', ''))).toBe(page)
    expect(phantom.searchParams.get('ref')).toBe('https://dapp.example')
    const solflare = new URL(getMobileDeepLink('solflare', page))
    expect(solflare.host).toBe('solflare.com')
    expect(solflare.searchParams.get('ref')).toBe('https://dapp.example')
    const coinbase = new URL(getMobileDeepLink('coinbase', page))
    expect(coinbase.searchParams.get('cb_url')).toBe(page)
    expect(coinbase.hash).toBe('')
  })

  it('HOSTILE E "a deep link containing ? or # ... no parameter injection changes the target host"; bases can be overridden', () => {
    const link = getMobileDeepLink(
      'phantom',
      'https://a.example/?next=https://evil.example#@evil.example',
    )
    expect(new URL(link).host).toBe('phantom.app')
    expect(
      getMobileDeepLink('coinbase', 'https://a.example/', { coinbase: 'http://127.0.0.1:9/dapp' }),
    ).toBe('http://127.0.0.1:9/dapp?cb_url=https%3A%2F%2Fa.example%2F')
  })
})
