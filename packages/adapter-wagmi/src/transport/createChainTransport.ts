import {
  FALLBACK_TRANSPORT_PING_MS,
  FALLBACK_TRANSPORT_SAMPLE_COUNT,
  FALLBACK_TRANSPORT_WEIGHTS,
  type JsonRpcTransport,
  type TransportConfig,
} from '@appkit/core/adapter'
import { createTransport, type EIP1193RequestFn, fallback, type Transport } from 'viem'

/** How the adapter reads a chain over its RPC URLs. */
export type ChainRpcOptions = {
  /** Batch JSON-RPC calls (SPEC §7: 'optionally batched (size 1000, wait 0)'). Off by default. */
  batch?: boolean | undefined
  /**
   * Rank several RPC URLs by pinging each (SPEC §9: 'Fallback transport ping 4 s, sample count
   * 10, weights stability 0.7 and latency 0.3') and send reads to the best one first. On by
   * default when a network lists more than one URL; `false` keeps the listed order and sends no
   * ping.
   */
  rank?: boolean | undefined
  /** Services of core's transport (fetch, clock, timers); the globals by default. */
  services?: Pick<TransportConfig, 'fetch' | 'clock' | 'timers'> | undefined
}

/**
 * How long a ranking ping may take before it counts as a failure (SPEC gives no number; viem's
 * default). A stalled URL then costs one second per sample, not a request timeout with retries.
 */
export const RPC_RANK_PING_TIMEOUT_MS = 1_000

type PingValue = { ping: () => Promise<unknown> }

/** The rank options of SPEC §9 given to viem's `fallback`. */
export const RPC_RANK_OPTIONS = {
  interval: FALLBACK_TRANSPORT_PING_MS,
  sampleCount: FALLBACK_TRANSPORT_SAMPLE_COUNT,
  weights: FALLBACK_TRANSPORT_WEIGHTS,
  timeout: RPC_RANK_PING_TIMEOUT_MS,
  ping: ({ transport }: { transport: ReturnType<Transport> }) =>
    (transport.value as PingValue | undefined)?.ping() ?? Promise.reject(new Error('No ping')),
} as const

function singleUrlTransport(url: string, options: ChainRpcOptions): Transport {
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
  const ping = () =>
    rpc.request(
      { method: 'net_listening' },
      { retry: false, signal: AbortSignal.timeout(RPC_RANK_PING_TIMEOUT_MS) },
    )
  return () =>
    createTransport(
      {
        key: 'appkit-rpc',
        name: 'AppKit JSON-RPC',
        type: 'appkit-rpc',
        retryCount: 0,
        request: (({ method, params }) => rpc.request({ method, params })) as EIP1193RequestFn,
      },
      { ping } satisfies PingValue,
    )
}

/**
 * The transport of one chain over its RPC URLs: core's SPEC §7 JSON-RPC transport per URL and,
 * with several URLs, viem's `fallback` ranked with SPEC §9's numbers. The ranking pings start only
 * when a client first uses the transport, never at import or configuration time.
 */
export function createChainTransport(
  urls: readonly string[],
  options: ChainRpcOptions = {},
): Transport {
  const [first, ...rest] = urls
  if (first === undefined || rest.length === 0) {
    return singleUrlTransport(first ?? '', options)
  }
  return fallback(
    urls.map((url) => singleUrlTransport(url, options)),
    {
      rank: options.rank === false ? false : RPC_RANK_OPTIONS,
      retryCount: 0,
    },
  )
}
