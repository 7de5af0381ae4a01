import { RPC_BATCH_SIZE, RPC_BATCH_WAIT_MS } from '../constants/limitConstants'
import {
  AbortedError,
  InvalidJsonResponseError,
  NoTransportUrlError,
  RpcResponseError,
} from '../errors/transportErrors'
import { createBatchScheduler } from './createBatchScheduler'
import { getRetryAfterDelay, isRetryableHttpError } from './createHttpClient'
import { createRequestDeduper } from './createRequestDeduper'
import { fetchOnce } from './fetchOnce'
import { isBroadcastMethod, isRetryableRpcCode } from './retryPolicy'
import { resolveTransportConfig, type TransportConfig } from './transportConfig'
import { type JsonRpcRequestBody, validateRpcResponse } from './validateRpcResponse'
import { withRetry } from './withRetry'

/** Parameters of {@link createJsonRpcTransport}. */
export type CreateJsonRpcTransportParameters = TransportConfig & {
  /** The RPC endpoint. Missing: 'No URL was provided to the Transport'. */
  url: string | undefined
  /** Batching: true for SPEC §7 defaults (size 1000, wait 0), or explicit settings. Off by default. */
  batch?: boolean | { batchSize?: number | undefined; waitMs?: number | undefined } | undefined
  /**
   * Joins identical concurrent calls (same method and params) into one. Never applied to
   * methods that broadcast or sign. Off by default.
   */
  dedupe?: boolean | undefined
}

/** A JSON-RPC call. */
export type JsonRpcCall = { method: string; params?: unknown }

/** Per-call options. */
export type JsonRpcCallOptions = { signal?: AbortSignal | undefined; retry?: boolean | undefined }

/** The JSON-RPC 2.0 transport. */
export type JsonRpcTransport = {
  request<T = unknown>(call: JsonRpcCall, options?: JsonRpcCallOptions): Promise<T>
}

/** True for errors worth another attempt: SPEC §7 statuses, network errors, transient RPC codes. */
export function isRetryableRpcError(error: unknown): boolean {
  if (error instanceof RpcResponseError) return isRetryableRpcCode(error.code)
  return isRetryableHttpError(error)
}

function raceAbort<T>(promise: Promise<T>, signal: AbortSignal | undefined): Promise<T> {
  if (!signal) return promise
  if (signal.aborted) return Promise.reject(new AbortedError({ cause: signal.reason }))
  return new Promise((resolve, reject) => {
    const onAbort = () => reject(new AbortedError({ cause: signal.reason }))
    signal.addEventListener('abort', onAbort, { once: true })
    promise.then(resolve, reject).finally(() => signal.removeEventListener('abort', onAbort))
  })
}

/**
 * Creates a JSON-RPC 2.0 transport over HTTP POST with the rules of SPEC §7: 10 s timeout;
 * retries on 403, 408, 413, 429, 500, 502, 503, 504 and on HTTP 200 replies with JSON-RPC error
 * -32603, -32005, -1 or 429 (3 retries, 150 ms doubling, Retry-After honoured and capped);
 * deterministic errors are tried once; methods that broadcast (eth_sendTransaction,
 * eth_sendRawTransaction, wallet_sendCalls, eth_sendUserOperation, the solana send methods) are
 * never retried; optional batching (size 1000, wait 0); AbortSignal; typed errors for
 * mismatched or missing ids and non-JSON bodies.
 *
 * @example
 * const rpc = createJsonRpcTransport({ url: 'http://127.0.0.1:8545', batch: true })
 * const chainId = await rpc.request<string>({ method: 'eth_chainId' })
 */
export function createJsonRpcTransport(
  parameters: CreateJsonRpcTransportParameters,
): JsonRpcTransport {
  const { url } = parameters
  if (!url) throw new NoTransportUrlError()
  const config = resolveTransportConfig(parameters)
  let nextId = 0

  const post = async (body: unknown, signal?: AbortSignal): Promise<unknown> => {
    const { text } = await fetchOnce({
      fetch: config.fetch,
      timers: config.timers,
      url,
      init: {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...config.headers },
        body: JSON.stringify(body),
      },
      timeoutMs: config.timeoutMs,
      maxResponseBodyBytes: config.maxResponseBodyBytes,
      signal,
    })
    try {
      return JSON.parse(text)
    } catch (cause) {
      throw new InvalidJsonResponseError({ body: text.slice(0, 1_000), url, cause })
    }
  }

  const batchOptions = parameters.batch === true ? {} : parameters.batch || undefined
  const scheduler = batchOptions
    ? createBatchScheduler({
        batchSize: batchOptions.batchSize ?? RPC_BATCH_SIZE,
        waitMs: batchOptions.waitMs ?? RPC_BATCH_WAIT_MS,
        timers: config.timers,
        // A batch serves several callers, so no single caller's signal cancels it.
        send: (body) => post(body),
      })
    : undefined

  const send = <T>(call: JsonRpcCall, options: JsonRpcCallOptions): Promise<T> => {
    const { signal } = options
    const retry = options.retry !== false && !isBroadcastMethod(call.method)
    return withRetry(
      async () => {
        const body: JsonRpcRequestBody = {
          jsonrpc: '2.0',
          id: ++nextId,
          method: call.method,
          ...(call.params === undefined ? {} : { params: call.params }),
        }
        const response = scheduler
          ? await raceAbort(scheduler.enqueue(body), signal)
          : await post(body, signal)
        return validateRpcResponse(response, body.id) as T
      },
      {
        retryCount: retry ? config.retryCount : 0,
        shouldRetry: isRetryableRpcError,
        getRetryDelay: (error) =>
          getRetryAfterDelay(error, config.clock.now(), config.retryMaxDelayMs),
        baseDelayMs: config.retryBaseDelayMs,
        maxDelayMs: config.retryMaxDelayMs,
        signal,
        timers: config.timers,
      },
    )
  }

  const deduper = parameters.dedupe ? createRequestDeduper() : undefined

  return {
    request<T>(call: JsonRpcCall, options: JsonRpcCallOptions = {}): Promise<T> {
      if (!deduper || isBroadcastMethod(call.method) || /sign/i.test(call.method)) {
        return send<T>(call, options)
      }
      const key = JSON.stringify([call.method, call.params ?? null, options.retry !== false])
      return deduper.run(key, (signal) => send<T>(call, { ...options, signal }), options.signal)
    },
  }
}
