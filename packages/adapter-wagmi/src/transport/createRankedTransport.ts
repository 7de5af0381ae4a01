import { createTransport, type EIP1193RequestFn, fallback, type Transport } from 'viem'
import type {
  createSampler as CreateSampler,
  RankedEndpoint,
  RankedTransportOptions,
  RankingState,
} from './sampleEndpoints'

export type { RankedEndpoint, RankedTransportOptions } from './sampleEndpoints'

/** A transport that samples its URLs until it is stopped. */
export type StoppableTransport = Transport & {
  /** Stops the sampling for good; requests still go out, in the last ranked order. */
  stop: () => void
}

type Sampler = ReturnType<typeof CreateSampler>

/**
 * viem's `fallback` over several URLs, in an order that a sampling loop keeps ranked. Unlike
 * viem's own ranking, the loop can end: `stop()` ends it for good, and it pauses by itself after
 * `idleTimeout` without a request (a client nobody reads with sends no ping), resuming with the
 * next request. Sampling starts when a client is created with the transport, never before; its
 * code loads then.
 *
 * @example
 * const transport = createRankedTransport(endpoints, { ...RPC_RANK_OPTIONS, now: Date.now, setTimeout, clearTimeout })
 * transport.stop() // when the client is torn down
 */
export function createRankedTransport(
  endpoints: readonly RankedEndpoint[],
  options: RankedTransportOptions,
): StoppableTransport {
  const state: RankingState = {
    order: endpoints.map((endpoint) => endpoint.transport),
    version: 0,
    stopped: false,
    lastUsed: options.now(),
  }
  let sampler: Promise<Sampler> | undefined
  const wake = () => {
    if (state.stopped) return
    sampler ??= import('./sampleEndpoints').then(({ createSampler }) =>
      createSampler(endpoints, options, state),
    )
    void sampler.then((loaded) => loaded.wake())
  }

  const transport: Transport = (parameters) => {
    state.lastUsed = options.now()
    wake()
    let built: { version: number; transport: ReturnType<Transport> } | undefined
    const current = () => {
      if (built?.version !== state.version) {
        built = {
          version: state.version,
          transport: fallback(state.order, { retryCount: 0 })(parameters),
        }
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
          state.lastUsed = options.now()
          wake()
          return current().request(args, requestOptions)
        }) as EIP1193RequestFn,
      },
      { transports: endpoints.map((endpoint) => endpoint.transport(parameters)) },
    )
  }
  return Object.assign(transport, {
    stop: () => {
      state.stopped = true
      void sampler?.then((loaded) => loaded.stop())
    },
  })
}
