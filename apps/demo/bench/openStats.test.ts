import { describe, expect, it } from 'vitest'
import { formatOpenTable, NoSamplesError, spreadOf } from './openStats'

describe('the open benchmark arithmetic', () => {
  it('takes the median of an odd and of an even count, and the range', () => {
    expect(spreadOf([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30 })
    expect(spreadOf([40, 10, 20, 30])).toEqual({ median: 25, min: 10, max: 40 })
    expect(() => spreadOf([])).toThrow(NoSamplesError)
  })

  it('prints one Markdown row per page, CPU setting and dwell, median (range) in ms', () => {
    const samples = [
      { buttonShown: 300, optionShown: 12.4, opaque: 160, hoverLead: 101, scriptsAfterPress: -50 },
      { buttonShown: 320, optionShown: 15.6, opaque: 170, hoverLead: 104, scriptsAfterPress: 20 },
      { buttonShown: 310, optionShown: 13, opaque: 180, hoverLead: 102, scriptsAfterPress: -10 },
    ]
    expect(formatOpenTable([{ page: 'bare', cpuThrottle: 4, dwell: 100, samples }])).toBe(
      [
        '| page | CPU | dwell, ms | click → first option, ms | click → fully opaque, ms | load → button shown, ms | pointer on button before press, ms | last script arrived after press, ms | runs |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        '| bare | 4× slower | 100 | 13 (12–16) | 170 (160–180) | 310 (300–320) | 102 (101–104) | -10 (-50–20) | 3 |',
      ].join('\n'),
    )
  })
})
