import {
  FALLBACK_TRANSPORT_PING_MS,
  FALLBACK_TRANSPORT_SAMPLE_COUNT,
  FALLBACK_TRANSPORT_WEIGHTS,
  type JsonRpcTransport,
  type TransportConfig,
} from '@appkit/core/adapter'
import { createTransport, type EIP1193RequestFn, fallback, type Transport } from 'viem'
import {
  createRankedTransport,
  type RankedEndpoint,
  type StoppableTransport,
} from './createRankedTransport'

/** How the adapter reads a chain over its RPC URLs. */
export type ChainRpcOptions = {
  /** Batch JSON-RPC calls (SPEC §7: 'optionally batched (size 1000, wait 0)'). Off by default. */
  batch?: boolean | undefined
  /**
   * Rank several RPC URLs by pinging each (SPEC §9: 'Fallback transport ping 4 s, sample count
   * 10, weights stability 0.7 and latency 0.3') and send reads to the best one first. On by
   * default when a network lists more than one URL; `false` keeps the listed order and sends no
   * ping. An object ranks with its `interval` (ms between two samples) and `idleTimeout` (ms
   * without a request after which sampling pauses until the next request) instead of
   * {@link RPC_RANK_OPTIONS}'.
   */
  rank?: boolean | { interval?: number; idleTimeout?: number } | undefined
  /** Services of core's transport (fetch, clock, timers); the globals by default. */
  services?: Pick<TransportConfig, 'fetch' | 'clock' | 'timers'> | undefined
}

/**
 * How long a ranking ping may take before it counts as a failure (SPEC gives no number; viem's
 * default). A stalled URL then costs one second per sample, not a request timeout with retries.
 */
export const RPC_RANK_PING_TIMEOUT_MS = 1_000

/**
 * The rank options of SPEC §9, and how long sampling goes on without a request: one full window
 * of samples (10 × 4 s), after which a client nobody reads with sends no more pings until its
 * next request.
 */
export const RPC_RANK_OPTIONS = {
  interval: FALLBACK_TRANSPORT_PING_MS,
  sampleCount: FALLBACK_TRANSPORT_SAMPLE_COUNT,
  weights: FALLBACK_TRANSPORT_WEIGHTS,
  timeout: RPC_RANK_PING_TIMEOUT_MS,
  idleTimeout: FALLBACK_TRANSPORT_PING_MS * FALLBACK_TRANSPORT_SAMPLE_COUNT,
} as const

/** The transport of one chain; `stop()` ends its RPC URLs' ranking (a no-op with one URL). */
export type ChainTransport = StoppableTransport

function singleUrlEndpoint(url: string, options: ChainRpcOptions): RankedEndpoint {
  // Core's JSON-RPC transport owns timeouts, retries (never of broadcasts), Retry-After caps and
  // response checks (SPEC §7, HOSTILE §B/§C); viem only wraps it, so viem itself never retries.
  let loading: Promise<JsonRpcTransport> | undefined
  const load = () => {
    loading ??= import('./loadJsonRpcTransport').then(({ createJsonRpcTransport }) =>
      createJsonRpcTransport({
        url,
        batch: options.batch === true,
        dedupe: true,
        ...options.services,
      }),
    )
    return loading
  }
  const rpc: JsonRpcTransport = {
    request: async (call, callOptions) => (await load()).request(call, callOptions),
  }
  const transport: Transport = () =>
    createTransport({
      key: 'appkit-rpc',
      name: 'AppKit JSON-RPC',
      type: 'appkit-rpc',
      retryCount: 0,
      request: (({ method, params }) => rpc.request({ method, params })) as EIP1193RequestFn,
    })
  const ping = () =>
    rpc.request(
      { method: 'net_listening' },
      { retry: false, signal: AbortSignal.timeout(RPC_RANK_PING_TIMEOUT_MS) },
    )
  return { transport, ping }
}

/**
 * The transport of one chain over its RPC URLs: core's SPEC §7 JSON-RPC transport per URL and,
 * with several URLs, viem's `fallback` in an order ranked with SPEC §9's numbers. The ranking
 * pings start only when a client is created with the transport, never at import or configuration
 * time; they pause after {@link RPC_RANK_OPTIONS}' `idleTimeout` without a request (until the next
 * one) and end with `stop()`, which the adapter calls from `destroy()`.
 *
 * @example
 * const transport = createChainTransport(['https://rpc-a.example', 'https://rpc-b.example'])
 * const client = createPublicClient({ chain, transport })
 * transport.stop() // the client is gone: no more pings
 */
export function createChainTransport(
  urls: readonly string[],
  options: ChainRpcOptions = {},
): ChainTransport {
  const endpoints = (urls.length > 0 ? urls : ['']).map((url) => singleUrlEndpoint(url, options))
  const [first] = endpoints
  if (first && endpoints.length === 1) return Object.assign(first.transport, { stop: () => {} })
  const rank = options.rank ?? true
  if (rank === false) {
    return Object.assign(
      fallback(
        endpoints.map((endpoint) => endpoint.transport),
        { retryCount: 0 },
      ),
      { stop: () => {} },
    )
  }
  const clock = options.services?.clock
  const timers = options.services?.timers
  return createRankedTransport(endpoints, {
    ...RPC_RANK_OPTIONS,
    ...(rank === true ? {} : rank),
    now: () => (clock ? clock.now() : Date.now()),
    setTimeout: (callback, ms) =>
      timers ? timers.setTimeout(callback, ms) : globalThis.setTimeout(callback, ms),
    clearTimeout: (handle) =>
      timers
        ? timers.clearTimeout(handle)
        : globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  })
}
