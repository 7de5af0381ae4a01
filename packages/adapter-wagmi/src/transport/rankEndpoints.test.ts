import { FALLBACK_TRANSPORT_WEIGHTS } from '@appkit/core/adapter'
import { describe, expect, it } from 'vitest'
import { rankEndpoints } from './rankEndpoints'

const ok = (latency: number) => ({ latency, success: true })
const failed = (latency: number) => ({ latency, success: false })

describe('rankEndpoints', () => {
  it("puts the URL that answers first: 'weights stability 0.7 and latency 0.3'", () => {
    // URL 0 is fast but answers one ping in two; URL 1 is slow and always answers.
    const samples = [
      [ok(10), ok(200)],
      [failed(10), ok(200)],
    ]
    expect(rankEndpoints(samples, FALLBACK_TRANSPORT_WEIGHTS)).toEqual([1, 0])
  })

  it('puts the faster of two URLs that always answer first, and one that never answered last', () => {
    const samples = [
      [failed(1), ok(300), ok(20)],
      [failed(1), ok(300), ok(40)],
    ]
    expect(rankEndpoints(samples, FALLBACK_TRANSPORT_WEIGHTS)).toEqual([2, 1, 0])
  })

  it('keeps the listed order on a tie (every ping instant)', () => {
    expect(rankEndpoints([[ok(0), ok(0), ok(0)]], FALLBACK_TRANSPORT_WEIGHTS)).toEqual([0, 1, 2])
  })
})
