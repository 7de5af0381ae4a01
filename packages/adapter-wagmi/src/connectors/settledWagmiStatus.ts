import type { Config } from '@wagmi/core'

/** The longest the adapter's restore waits for a reconnect someone else started (ms). */
const SETTLE_TIMEOUT_MS = 10_000

/** Resolves once wagmi's status is neither reconnecting nor connecting (or after the timeout). */
export function settled(config: Config): Promise<void> {
  const busy = (status: string) => status === 'reconnecting' || status === 'connecting'
  if (!busy(config.state.status)) return Promise.resolve()
  return new Promise((resolve) => {
    const done = () => {
      clearTimeout(timer)
      stop()
      resolve()
    }
    const timer = setTimeout(done, SETTLE_TIMEOUT_MS)
    const stop = config.subscribe(
      (state) => state.status,
      (status) => {
        if (!busy(status)) done()
      },
    )
  })
}
