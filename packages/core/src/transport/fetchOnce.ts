import { BaseError } from '../errors/BaseError'
import {
  AbortedError,
  HttpRequestError,
  NetworkRequestError,
  TimeoutError,
} from '../errors/transportErrors'
import type { Timers } from '../time/clock'
import { readBodyWithLimit } from './readBodyWithLimit'

/** One HTTP exchange as the transport sees it. */
export type FetchOnceParameters = {
  fetch: typeof globalThis.fetch
  timers: Timers
  url: string
  init: RequestInit
  timeoutMs: number
  maxResponseBodyBytes: number
  signal?: AbortSignal | undefined
}

/** The successful (2xx) result of {@link fetchOnce}. */
export type FetchOnceResult = { status: number; headers: Headers; text: string }

function tryParseJson(text: string): unknown {
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Makes one HTTP request with a timeout and the caller's AbortSignal, reads the body under a size
 * cap and turns a non-2xx status into {@link HttpRequestError} ('HTTP status code: {n}').
 *
 * @throws {TimeoutError | AbortedError | NetworkRequestError | HttpRequestError | ResponseBodyTooLargeError}
 */
export async function fetchOnce(parameters: FetchOnceParameters): Promise<FetchOnceResult> {
  const { url, timeoutMs, timers, signal } = parameters
  if (signal?.aborted) throw new AbortedError({ cause: signal.reason })
  const controller = new AbortController()
  let timedOut = false
  const timer = timers.setTimeout(() => {
    timedOut = true
    controller.abort()
  }, timeoutMs)
  const onAbort = () => controller.abort()
  signal?.addEventListener('abort', onAbort, { once: true })
  const failure = (cause: unknown) => {
    if (cause instanceof BaseError) return cause
    if (timedOut) return new TimeoutError({ timeoutMs, url, cause })
    if (signal?.aborted) return new AbortedError({ cause })
    return new NetworkRequestError({ url, cause })
  }
  try {
    const response = await parameters.fetch(url, { ...parameters.init, signal: controller.signal })
    const text = await readBodyWithLimit(response, parameters.maxResponseBodyBytes, url)
    if (!response.ok) {
      throw new HttpRequestError({
        status: response.status,
        url,
        body: tryParseJson(text),
        headers: response.headers,
      })
    }
    return { status: response.status, headers: response.headers, text }
  } catch (cause) {
    throw failure(cause)
  } finally {
    timers.clearTimeout(timer)
    signal?.removeEventListener('abort', onAbort)
  }
}
