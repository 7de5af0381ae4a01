import { describe, expect, it } from 'vitest'
import { isLoopbackUrl } from './measureOpen'
import { OpenArgsError, parseOpenArgs } from './openArgs'
import { formatOpenTable, NoSamplesError, spreadOf } from './openStats'

describe('the open benchmark arithmetic', () => {
  it('takes the median of an odd and of an even count, and the range', () => {
    expect(spreadOf([30, 10, 20])).toEqual({ median: 20, min: 10, max: 30 })
    expect(spreadOf([40, 10, 20, 30])).toEqual({ median: 25, min: 10, max: 40 })
    expect(() => spreadOf([])).toThrow(NoSamplesError)
  })

  it('prints one Markdown row per page, CPU setting and dwell, median (range) in ms', () => {
    const samples = [
      {
        buttonShown: 300,
        optionShown: 12.4,
        opaque: 160,
        hoverLead: 101,
        scriptsAfterPress: -50,
        scriptBeforePress: 90,
      },
      {
        buttonShown: 320,
        optionShown: 15.6,
        opaque: 170,
        hoverLead: 104,
        scriptsAfterPress: 20,
        scriptBeforePress: 110,
      },
      {
        buttonShown: 310,
        optionShown: 13,
        opaque: 180,
        hoverLead: 102,
        scriptsAfterPress: -10,
        scriptBeforePress: 95.5,
      },
    ]
    expect(formatOpenTable([{ page: 'bare', cpuThrottle: 4, dwell: 100, samples }])).toBe(
      [
        '| page | CPU | dwell, ms | click → first option, ms | click → fully opaque, ms | page → button shown, ms | JS run before the pointer came, ms | pointer on button before press, ms | last script arrived after press, ms | runs |',
        '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
        '| bare | 4× slower | 100 | 13 (12–16) | 170 (160–180) | 310 (300–320) | 96 (90–110) | 102 (101–104) | -10 (-50–20) | 3 |',
      ].join('\n'),
    )
  })
})

describe('the open benchmark flags', () => {
  it('defaults to 5 runs of all three pages at 1× and 4× CPU, pressing at once and after 100 ms', () => {
    expect(parseOpenArgs([])).toEqual({
      runs: 5,
      cpu: [1, 4],
      dwell: [0, 100],
      pages: ['bare', 'rainbowkit', 'appkit'],
    })
  })

  it('reads comma-separated lists and the pages in the order given', () => {
    expect(
      parseOpenArgs(['--runs', '7', '--cpu', '4', '--dwell', '0', '--pages', 'appkit,rainbowkit']),
    ).toEqual({ runs: 7, cpu: [4], dwell: [0], pages: ['appkit', 'rainbowkit'] })
  })

  it('refuses a value it cannot use, naming the flag', () => {
    expect(() => parseOpenArgs(['--runs', '0'])).toThrow(/--runs/)
    expect(() => parseOpenArgs(['--runs', '2.5'])).toThrow(OpenArgsError)
    expect(() => parseOpenArgs(['--runs', '3,4'])).toThrow(/--runs/)
    expect(() => parseOpenArgs(['--cpu', '0.5'])).toThrow(/--cpu takes numbers ≥ 1/)
    expect(() => parseOpenArgs(['--dwell', 'soon'])).toThrow(/--dwell/)
    expect(() => parseOpenArgs(['--pages', 'bare,connectkit'])).toThrow(
      '--pages takes bare, rainbowkit, appkit; got "connectkit"',
    )
    expect(() => parseOpenArgs(['--speed', '1'])).toThrow()
  })
})

describe('the open benchmark network guard', () => {
  it('lets only 127.0.0.1 and request-less URLs through', () => {
    expect(isLoopbackUrl('http://127.0.0.1:4173/assets/index.js')).toBe(true)
    expect(isLoopbackUrl('ws://127.0.0.1:8545/')).toBe(true)
    expect(isLoopbackUrl('data:image/svg+xml,<svg/>')).toBe(true)
    expect(isLoopbackUrl('wss://relay.example.com/?projectId=x')).toBe(false)
    expect(isLoopbackUrl('https://example.com/')).toBe(false)
    expect(isLoopbackUrl('http://localhost:4173/')).toBe(false)
    expect(isLoopbackUrl('http://127.0.0.1.example.com/')).toBe(false)
  })
})
