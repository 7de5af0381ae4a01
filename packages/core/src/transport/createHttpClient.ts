import {
  HttpRequestError,
  InvalidJsonResponseError,
  NetworkRequestError,
} from '../errors/transportErrors'
import { fetchOnce } from './fetchOnce'
import { isRetryableHttpStatus, parseRetryAfter } from './retryPolicy'
import { resolveTransportConfig, type TransportConfig } from './transportConfig'
import { withRetry } from './withRetry'

/** One HTTP request made by {@link createHttpClient}. */
export type HttpRequest = {
  url: string
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE' | undefined
  /** Sent as JSON when given. */
  body?: unknown
  headers?: Record<string, string> | undefined
  signal?: AbortSignal | undefined
  /** False turns retries off (e.g. for a request that must not run twice). Default true. */
  retry?: boolean | undefined
}

/** The HTTP client: JSON in, JSON out, with the SPEC §7 timeout and retry rules. */
export type HttpClient = {
  /** Returns the parsed JSON body (undefined for an empty body). */
  request<T = unknown>(request: HttpRequest): Promise<T>
}

/** True when an HTTP-level failure is worth another attempt (SPEC §7 statuses, network errors). */
export function isRetryableHttpError(error: unknown): boolean {
  if (error instanceof HttpRequestError) return isRetryableHttpStatus(error.status)
  return error instanceof NetworkRequestError
}

/** The Retry-After wait an HTTP error asks for, if any (seconds or HTTP-date, capped). */
export function getRetryAfterDelay(
  error: unknown,
  now: number,
  maxDelayMs: number,
): number | undefined {
  if (!(error instanceof HttpRequestError)) return undefined
  return parseRetryAfter(error.headers?.get('retry-after'), now, maxDelayMs)
}

/**
 * Creates an HTTP client with the rules of SPEC §7: 10 s timeout, retries on 403, 408, 413,
 * 429, 500, 502, 503, 504 (3 retries, 150 ms doubling, Retry-After honoured and capped), an
 * AbortSignal that stops everything, a response size cap and typed errors
 * ('HTTP status code: {n}'). fetch, clock and timers are injected.
 *
 * @example
 * const http = createHttpClient({ fetch })
 * const config = await http.request({ url: `${apiUrl}/appkit/v1/config` })
 */
export function createHttpClient(config: TransportConfig = {}): HttpClient {
  const resolved = resolveTransportConfig(config)
  return {
    request<T>(request: HttpRequest): Promise<T> {
      const hasBody = request.body !== undefined
      const init: RequestInit = {
        method: request.method ?? (hasBody ? 'POST' : 'GET'),
        headers: {
          ...(hasBody ? { 'content-type': 'application/json' } : {}),
          ...resolved.headers,
          ...request.headers,
        },
        ...(hasBody ? { body: JSON.stringify(request.body) } : {}),
      }
      return withRetry(
        async () => {
          const { text } = await fetchOnce({
            fetch: resolved.fetch,
            timers: resolved.timers,
            url: request.url,
            init,
            timeoutMs: resolved.timeoutMs,
            maxResponseBodyBytes: resolved.maxResponseBodyBytes,
            signal: request.signal,
          })
          if (text === '') return undefined as T
          try {
            return JSON.parse(text) as T
          } catch (cause) {
            throw new InvalidJsonResponseError({
              body: text.slice(0, 1_000),
              url: request.url,
              cause,
            })
          }
        },
        {
          retryCount: request.retry === false ? 0 : resolved.retryCount,
          shouldRetry: isRetryableHttpError,
          getRetryDelay: (error) =>
            getRetryAfterDelay(error, resolved.clock.now(), resolved.retryMaxDelayMs),
          baseDelayMs: resolved.retryBaseDelayMs,
          maxDelayMs: resolved.retryMaxDelayMs,
          signal: request.signal,
          timers: resolved.timers,
        },
      )
    },
  }
}
