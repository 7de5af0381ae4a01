import { describe, expect, it } from 'vitest'
import { en } from './en/index'
import { createTranslate } from './translate'

describe('createTranslate', () => {
  it('reads the English catalogue and fills placeholders', () => {
    const t = createTranslate(en)
    expect(t('common.close')).toBe('Close')
    expect(t('titles.ConnectingExternal', { name: 'Dev Wallet' })).toBe('Dev Wallet')
  })

  it('prefers an override and falls back to English for keys it lacks', () => {
    const t = createTranslate(en, { common: { close: 'Fermer' } })
    expect(t('common.close')).toBe('Fermer')
    expect(t('common.back')).toBe('Back')
  })

  it('keeps an unfilled placeholder visible instead of printing undefined', () => {
    const t = createTranslate(en)
    expect(t('titles.SwitchNetwork', {})).toBe('{name}')
  })
})
