import { describe, expect, it } from 'vitest'
import { getWalletConnectLink, isOpenableWalletLink } from './getWalletConnectLink'

const uri = 'wc:7f6e@2?relay-protocol=irn&symKey=587d&expiryTimestamp=1700000300'

describe('WalletConnect wallet links', () => {
  it("puts the encoded wc: URI after the wallet's mobile_link, desktop_link or webapp_link", () => {
    expect(getWalletConnectLink('metamask://', uri)).toBe(
      `metamask://wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(getWalletConnectLink('rainbow:', uri)).toBe(
      `rainbow://wc?uri=${encodeURIComponent(uri)}`,
    )
    expect(getWalletConnectLink('https://link.wallet.example/app', uri)).toBe(
      `https://link.wallet.example/app/wc?uri=${encodeURIComponent(uri)}`,
    )
  })

  it('HOSTILE E "a deep link containing ? or # ... no parameter injection changes the target host"', () => {
    const link = getWalletConnectLink(
      'https://wallet.example/open?next=https://evil.example#x',
      uri,
    )
    expect(link).toBe(`https://wallet.example/open/wc?uri=${encodeURIComponent(uri)}`)
    const url = new URL(link ?? '')
    expect(url.host).toBe('wallet.example')
    expect(url.searchParams.get('uri')).toBe(uri)
    expect([...url.searchParams.keys()]).toEqual(['uri'])
  })

  it('opens only https and vetted custom schemes', () => {
    expect(isOpenableWalletLink('https://wallet.example/wc?uri=x')).toBe(true)
    expect(isOpenableWalletLink('trust://wc?uri=x')).toBe(true)
    for (const bad of [
      'javascript:alert(1)//',
      'JavaScript://wc',
      'data:text/html,<script>1</script>',
      'http://wallet.example/',
      'file:///etc/passwd',
      'vbscript:msgbox',
      '//wallet.example',
      'no scheme',
      'https://',
    ])
      expect(isOpenableWalletLink(bad)).toBe(false)
    expect(getWalletConnectLink('javascript:alert(1)//', uri)).toBeUndefined()
    expect(getWalletConnectLink('http://wallet.example', uri)).toBeUndefined()
  })
})
