import { describe, expect, it } from 'vitest'
import { toDisplayText } from './toDisplayText'

describe('toDisplayText', () => {
  it('HOSTILE E: escapes bidi overrides, zero-width and control characters', () => {
    expect(toDisplayText('a\u202Eb\u200Bc\u0007')).toEqual({
      text: 'a\\u{202E}b\\u{200B}c\\u{0007}',
      escaped: true,
    })
    expect(toDisplayText('plain\ntext')).toEqual({ text: 'plain\ntext', escaped: false })
  })
})
