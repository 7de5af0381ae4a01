import { describe, expect, it } from 'vitest'
import { escapeHidden } from './escapeHidden'

describe('escapeHidden', () => {
  it('HOSTILE E: direction overrides, zero-width and control characters are shown escaped; line breaks stay', () => {
    expect(escapeHidden('pay\u202Eevil\u200B')).toEqual({
      text: 'pay\\u{202e}evil\\u{200b}',
      hidden: true,
    })
    expect(escapeHidden('line one\nline two\ttab')).toEqual({
      text: 'line one\nline two\ttab',
      hidden: false,
    })
  })
})
