import { AbortedError } from '../errors/transportErrors'

type Shared = { promise: Promise<unknown>; controller: AbortController; callers: number }

/**
 * Joins identical in-flight requests into one (HOSTILE §C 'dedupes requests'). Every caller keeps
 * its own AbortSignal: an aborting caller is rejected at once, and the shared request is aborted
 * only when every caller has left. An already-aborted signal never joins.
 *
 * @example
 * const dedupe = createRequestDeduper()
 * dedupe.run('eth_chainId[]', (signal) => send(signal), callerSignal)
 */
export function createRequestDeduper() {
  const inFlight = new Map<string, Shared>()
  return {
    run<T>(
      key: string,
      start: (signal: AbortSignal) => Promise<T>,
      signal?: AbortSignal,
    ): Promise<T> {
      if (signal?.aborted) return Promise.reject(new AbortedError({ cause: signal.reason }))
      let shared = inFlight.get(key)
      if (!shared) {
        const controller = new AbortController()
        const entry: Shared = { controller, callers: 0, promise: Promise.resolve() }
        entry.promise = start(controller.signal).finally(() => {
          if (inFlight.get(key) === entry) inFlight.delete(key)
        })
        inFlight.set(key, entry)
        shared = entry
      }
      const joined = shared
      joined.callers++
      return new Promise<T>((resolve, reject) => {
        let left = false
        const leave = () => {
          if (left) return
          left = true
          signal?.removeEventListener('abort', onAbort)
          joined.callers--
        }
        const onAbort = () => {
          leave()
          if (joined.callers === 0) {
            if (inFlight.get(key) === joined) inFlight.delete(key)
            joined.controller.abort()
          }
          reject(new AbortedError({ cause: signal?.reason }))
        }
        signal?.addEventListener('abort', onAbort, { once: true })
        joined.promise.then(
          (value) => {
            leave()
            resolve(value as T)
          },
          (error: unknown) => {
            leave()
            reject(error)
          },
        )
      })
    },
  }
}
