import { describe, expect, it } from 'vitest'
import { FRAME_MESSAGES_EN } from './frameMessages'
import { translateFrame } from './translateFrame'

describe("the frame's own catalogue", () => {
  it('fills placeholders, falls back to English for a language it has no catalogue for, and keeps an unknown placeholder visible', () => {
    const t = translateFrame(['xx-YY', 'en-GB'])
    expect(t('requestedBy', { origin: 'http://127.0.0.1:5173' })).toBe(
      'Requested by http://127.0.0.1:5173',
    )
    expect(translateFrame(['zz'])('approve')).toBe(FRAME_MESSAGES_EN.approve)
    expect(t('queue', { index: 1 })).toBe('Request 1 of {count}')
  })
})
