import { AbortedError } from '../errors/transportErrors'
import { systemTimers, type Timers } from './clock'

/** Options of {@link sleep}. */
export type SleepOptions = { signal?: AbortSignal | undefined; timers?: Timers | undefined }

/**
 * Waits `ms` milliseconds. Rejects with {@link AbortedError} ('Request was aborted') as soon as
 * the signal fires, or at once if it already has, and clears its timer.
 *
 * @example
 * await sleep(150, { signal })
 */
export function sleep(ms: number, options: SleepOptions = {}): Promise<void> {
  const { signal, timers = systemTimers } = options
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new AbortedError({ cause: signal.reason }))
    const onAbort = () => {
      timers.clearTimeout(handle)
      reject(new AbortedError({ cause: signal?.reason }))
    }
    const handle = timers.setTimeout(() => {
      signal?.removeEventListener('abort', onAbort)
      resolve()
    }, ms)
    signal?.addEventListener('abort', onAbort, { once: true })
  })
}
