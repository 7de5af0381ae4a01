import { AbortedError } from '../errors/transportErrors'
import { systemTimers, type Timers } from '../time/clock'
import { sleep } from '../time/sleep'
import { getBackoffDelay } from './retryPolicy'

/** Parameters of {@link withRetry}. */
export type WithRetryParameters = {
  /** Retries after the first attempt (SPEC §7: 3). */
  retryCount: number
  /** Decides whether an error is worth another attempt. */
  shouldRetry: (error: unknown) => boolean
  /** A server-given wait for this error (Retry-After), or undefined for backoff. */
  getRetryDelay?: ((error: unknown) => number | undefined) | undefined
  baseDelayMs?: number | undefined
  maxDelayMs?: number | undefined
  signal?: AbortSignal | undefined
  timers?: Timers | undefined
  /** Told before each wait (for logs and tests). */
  onRetry?: ((info: { error: unknown; retry: number; delayMs: number }) => void) | undefined
}

/**
 * Runs `attempt` until it succeeds, an error is not retryable, the retries are used up, or the
 * signal aborts (during an attempt or a backoff wait: no further attempt starts).
 *
 * @example
 * await withRetry((n) => send(n), { retryCount: 3, shouldRetry: isTransient })
 */
export async function withRetry<T>(
  attempt: (attemptNumber: number) => Promise<T>,
  parameters: WithRetryParameters,
): Promise<T> {
  const { retryCount, shouldRetry, getRetryDelay, signal, timers = systemTimers } = parameters
  for (let attemptNumber = 0; ; attemptNumber++) {
    if (signal?.aborted) throw new AbortedError({ cause: signal.reason })
    try {
      return await attempt(attemptNumber)
    } catch (error) {
      if (error instanceof AbortedError || signal?.aborted) {
        throw error instanceof AbortedError ? error : new AbortedError({ cause: error })
      }
      if (attemptNumber >= retryCount || !shouldRetry(error)) throw error
      const delayMs =
        getRetryDelay?.(error) ??
        getBackoffDelay(attemptNumber, parameters.baseDelayMs, parameters.maxDelayMs)
      parameters.onRetry?.({ error, retry: attemptNumber + 1, delayMs })
      await sleep(delayMs, { signal, timers })
    }
  }
}
