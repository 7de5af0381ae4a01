import { createTransport, type EIP1193RequestFn, fallback, type Transport } from 'viem'
import { type RankSample, type RankWeights, rankEndpoints } from './rankEndpoints'

/** One RPC URL as the ranking sees it: its transport, and the ping that samples it. */
export type RankedEndpoint = { transport: Transport; ping: () => Promise<unknown> }

/** A transport that samples its URLs until it is stopped. */
export type StoppableTransport = Transport & {
  /** Stops the sampling for good; requests still go out, in the last ranked order. */
  stop: () => void
}

/** How {@link createRankedTransport} samples. */
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

/**
 * viem's `fallback` over several URLs, in an order that a sampling loop keeps ranked. Unlike
 * viem's own ranking, the loop can end: `stop()` ends it for good, and it pauses by itself after
 * `idleTimeout` without a request (a client nobody reads with sends no ping), resuming with the
 * next request. Sampling starts when a client is created with the transport, never before.
 *
 * @example
 * const transport = createRankedTransport(endpoints, { ...RPC_RANK_OPTIONS, now: Date.now, setTimeout, clearTimeout })
 * transport.stop() // when the client is torn down
 */
export function createRankedTransport(
  endpoints: readonly RankedEndpoint[],
  options: RankedTransportOptions,
): StoppableTransport {
  const samples: RankSample[][] = []
  let order = endpoints.map((endpoint) => endpoint.transport)
  let version = 0
  let timer: unknown
  let sampling = false
  let stopped = false
  let lastUsed = options.now()

  const ping = async (endpoint: RankedEndpoint): Promise<RankSample> => {
    const started = options.now()
    const success = await endpoint.ping().then(
      () => true,
      () => false,
    )
    return { latency: options.now() - started, success }
  }
  const sampleRound = async (): Promise<void> => {
    timer = undefined
    if (stopped || options.now() - lastUsed >= options.idleTimeout) {
      sampling = false
      return
    }
    const round = await Promise.all(endpoints.map(ping))
    if (stopped) return
    samples.push(round)
    if (samples.length > options.sampleCount) samples.shift()
    order = rankEndpoints(samples, options.weights).flatMap((index) => {
      const endpoint = endpoints[index]
      return endpoint ? [endpoint.transport] : []
    })
    version += 1
    timer = options.setTimeout(() => void sampleRound(), options.interval)
  }
  const wake = () => {
    if (stopped || sampling) return
    sampling = true
    void sampleRound()
  }

  const transport: Transport = (parameters) => {
    lastUsed = options.now()
    wake()
    let built: { version: number; transport: ReturnType<Transport> } | undefined
    const current = () => {
      if (built?.version !== version) {
        built = { version, transport: fallback(order, { retryCount: 0 })(parameters) }
      }
      return built.transport
    }
    return createTransport(
      {
        key: 'fallback',
        name: 'Fallback',
        type: 'fallback',
        retryCount: 0,
        request: ((args, requestOptions) => {
          lastUsed = options.now()
          wake()
          return current().request(args, requestOptions)
        }) as EIP1193RequestFn,
      },
      { transports: endpoints.map((endpoint) => endpoint.transport(parameters)) },
    )
  }
  return Object.assign(transport, {
    stop: () => {
      stopped = true
      if (timer !== undefined) options.clearTimeout(timer)
      timer = undefined
    },
  })
}
