/** One ping of one RPC URL: how long it took and whether it answered. */
export type RankSample = { latency: number; success: boolean }

/** How much stability (share of answered pings) and latency weigh in a URL's score. */
export type RankWeights = { readonly stability: number; readonly latency: number }

/**
 * Orders RPC URLs best first from their last samples (SPEC §9: 'weights stability 0.7 and latency
 * 0.3'). A URL's score is `stability × its share of answered pings + latency × (1 − its mean
 * latency / the slowest ping of the window)`; a URL that never answered scores 0. Ties keep the
 * listed order.
 *
 * @param samples - One row per sampling round, one entry per URL in listed order.
 * @returns The URLs' indexes, best first.
 * @example
 * rankEndpoints([[{ latency: 300, success: true }, { latency: 20, success: true }]], weights) // [1, 0]
 */
export function rankEndpoints(
  samples: readonly (readonly RankSample[])[],
  weights: RankWeights,
): number[] {
  const count = samples[0]?.length ?? 0
  const slowest = Math.max(0, ...samples.flatMap((row) => row.map((entry) => entry.latency)))
  const scores = Array.from({ length: count }, (_, index) => {
    const own = samples.map((row) => row[index] ?? { latency: slowest, success: false })
    const stability = own.filter((entry) => entry.success).length / own.length
    if (stability === 0) return 0
    const meanLatency = own.reduce((sum, entry) => sum + entry.latency, 0) / own.length
    const latencyScore = slowest > 0 ? 1 - meanLatency / slowest : 1
    return weights.stability * stability + weights.latency * latencyScore
  })
  return scores
    .map((score, index) => ({ score, index }))
    .sort((a, b) => b.score - a.score)
    .map(({ index }) => index)
}
