import { describe, expect, it } from 'vitest'
import { isSafeIconUri } from './isSafeIconUri'

describe('isSafeIconUri (EIP-6963 icons only as data: URIs)', () => {
  it('accepts data:image/* URIs (svg, png, base64 or not)', () => {
    expect(isSafeIconUri('data:image/svg+xml;base64,PHN2Zy8+')).toBe(true)
    expect(isSafeIconUri('data:image/png;base64,iVBORw0KGgo=')).toBe(true)
    expect(isSafeIconUri('data:image/svg+xml,%3Csvg%2F%3E')).toBe(true)
  })

  it('rejects https:, javascript:, data:text/html and non-strings', () => {
    for (const icon of [
      'https://wallet.example/icon.png',
      'javascript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'data:image',
      ' data:image/png;base64,AA==',
      '',
      undefined,
      42,
    ])
      expect(isSafeIconUri(icon), String(icon)).toBe(false)
  })
})
