import { describe, expect, it } from 'vitest'
import { CUT_JSON_MAX_LENGTH, formatCutJson } from './formatCutJson'

describe('formatCutJson', () => {
  it('writes bigints as decimal strings and cuts long JSON with an ellipsis', () => {
    expect(formatCutJson({ value: 10n ** 20n })).toBe('{\n  "value": "100000000000000000000"\n}')
    const cut = formatCutJson({ note: 'x'.repeat(2000) })
    expect(cut).toHaveLength(CUT_JSON_MAX_LENGTH + 1)
    expect(cut.endsWith('…')).toBe(true)
  })

  it('falls back to String for what JSON cannot write (a cycle, undefined)', () => {
    const cycle: Record<string, unknown> = {}
    cycle.self = cycle
    expect(formatCutJson(cycle)).toBe('[object Object]')
    expect(formatCutJson(undefined)).toBe('undefined')
  })
})
