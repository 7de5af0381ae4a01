import { describe, expect, it } from 'vitest'
import { safeIconUrl, safeLinkUrl } from './safeIconUrl'

describe('safeIconUrl', () => {
  it('HOSTILE E: WC peer metadata.icons with javascript: or http: values are dropped', () => {
    expect(safeIconUrl(['javascript:alert(1)', 'http://dapp.example/icon.png'])).toBeUndefined()
  })

  it('keeps the first https or data:image icon (shown through img only)', () => {
    const svg = 'data:image/svg+xml,<svg onload="window.__xss=1"></svg>'
    expect(safeIconUrl(['http://x.example/a.png', 'https://dapp.example/icon.png'])).toBe(
      'https://dapp.example/icon.png',
    )
    expect(safeIconUrl([svg])).toBe(svg)
  })

  it('drops data:text/html, non-strings, oversized values and a non-array', () => {
    expect(safeIconUrl(['data:text/html,<script>1</script>', 42, null])).toBeUndefined()
    expect(safeIconUrl([`data:image/png;base64,${'A'.repeat(100_001)}`])).toBeUndefined()
    expect(safeIconUrl('https://dapp.example/icon.png')).toBeUndefined()
  })
})

describe('safeLinkUrl', () => {
  it('HOSTILE E: the URL is linked only when it is https', () => {
    expect(safeLinkUrl('https://dapp.example')).toBe('https://dapp.example')
    expect(safeLinkUrl('http://dapp.example')).toBeUndefined()
    expect(safeLinkUrl('javascript:alert(1)')).toBeUndefined()
    expect(safeLinkUrl('not a url')).toBeUndefined()
    expect(safeLinkUrl(undefined)).toBeUndefined()
  })
})
