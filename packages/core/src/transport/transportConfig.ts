import {
  RPC_RETRY_BASE_DELAY_MS,
  RPC_RETRY_COUNT,
  RPC_RETRY_MAX_DELAY_MS,
} from '../constants/limitConstants'
import { RPC_TIMEOUT_MS } from '../constants/timeConstants'
import { type Clock, systemClock, systemTimers, type Timers } from '../time/clock'

/** Services and limits shared by the HTTP client and the JSON-RPC transport. */
export type TransportConfig = {
  /** The fetch service; defaults to the global fetch, looked up when a request is made. */
  fetch?: typeof globalThis.fetch | undefined
  clock?: Pick<Clock, 'now'> | undefined
  timers?: Timers | undefined
  /** SPEC §7: '10 s timeout'. */
  timeoutMs?: number | undefined
  /** SPEC §7: '3 retries'. */
  retryCount?: number | undefined
  /** SPEC §7: 'base delay 150 ms doubling'. */
  retryBaseDelayMs?: number | undefined
  /** Cap on one wait, Retry-After included. */
  retryMaxDelayMs?: number | undefined
  /** Bodies larger than this are refused unparsed. Default 10 MiB. */
  maxResponseBodyBytes?: number | undefined
  /** Headers added to every request. */
  headers?: Record<string, string> | undefined
}

/** {@link TransportConfig} with every default filled in. */
export type ResolvedTransportConfig = {
  [K in keyof TransportConfig]-?: NonNullable<TransportConfig[K]>
}

/** Fills in the defaults of SPEC §7. */
export function resolveTransportConfig(config: TransportConfig): ResolvedTransportConfig {
  return {
    fetch: config.fetch ?? ((input, init) => globalThis.fetch(input, init)),
    clock: config.clock ?? systemClock,
    timers: config.timers ?? systemTimers,
    timeoutMs: config.timeoutMs ?? RPC_TIMEOUT_MS,
    retryCount: config.retryCount ?? RPC_RETRY_COUNT,
    retryBaseDelayMs: config.retryBaseDelayMs ?? RPC_RETRY_BASE_DELAY_MS,
    retryMaxDelayMs: config.retryMaxDelayMs ?? RPC_RETRY_MAX_DELAY_MS,
    maxResponseBodyBytes: config.maxResponseBodyBytes ?? 10 * 1024 * 1024,
    headers: config.headers ?? {},
  }
}
