import type { Transport } from 'viem'
import { type RankSample, type RankWeights, rankEndpoints } from './rankEndpoints'

/** One RPC URL as the ranking sees it: its transport, and the ping that samples it. */
export type RankedEndpoint = { transport: Transport; ping: () => Promise<unknown> }

/** How the RPC URLs are sampled. */
export type RankedTransportOptions = {
  /** Time between two sampling rounds. */
  interval: number
  /** Rounds the ranking remembers. */
  sampleCount: number
  weights: RankWeights
  /** Sampling pauses after this long without a request, and resumes with the next request. */
  idleTimeout: number
  now: () => number
  setTimeout: (callback: () => void, ms: number) => unknown
  clearTimeout: (handle: unknown) => void
}

/** What the transport and its sampler share: the order, and when it was last used or stopped. */
export type RankingState = {
  order: Transport[]
  /** Bumped on each new order. */
  version: number
  stopped: boolean
  lastUsed: number
}

/**
 * The sampling loop of a ranked transport (loaded when a client first uses it, so a dapp's first
 * load carries none of it): a round pings every URL, keeps the last `sampleCount` rounds, puts
 * the new order in `state`, and schedules the next round after `interval`, unless the transport
 * was stopped or unused for `idleTimeout` (then `wake()` starts it again).
 */
export function createSampler(
  endpoints: readonly RankedEndpoint[],
  options: RankedTransportOptions,
  state: RankingState,
): { wake: () => void; stop: () => void } {
  const samples: RankSample[][] = []
  let timer: unknown
  let sampling = false
  const ping = async (endpoint: RankedEndpoint): Promise<RankSample> => {
    const started = options.now()
    const success = await endpoint.ping().then(
      () => true,
      () => false,
    )
    return { latency: options.now() - started, success }
  }
  const round = async (): Promise<void> => {
    timer = undefined
    if (state.stopped || options.now() - state.lastUsed >= options.idleTimeout) {
      sampling = false
      return
    }
    const results = await Promise.all(endpoints.map(ping))
    if (state.stopped) return
    samples.push(results)
    if (samples.length > options.sampleCount) samples.shift()
    state.order = rankEndpoints(samples, options.weights).flatMap((index) => {
      const endpoint = endpoints[index]
      return endpoint ? [endpoint.transport] : []
    })
    state.version += 1
    timer = options.setTimeout(() => void round(), options.interval)
  }
  return {
    wake: () => {
      if (state.stopped || sampling) return
      sampling = true
      void round()
    },
    stop: () => {
      if (timer !== undefined) options.clearTimeout(timer)
      timer = undefined
    },
  }
}
