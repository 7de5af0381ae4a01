import type { AppKitCore } from '@appkit/core/internal'
import { subscribe } from 'valtio'

/**
 * Starts core's account data flow the first time the modal shows Account, loading it then with
 * the Account view (the flow and its controllers stay out of the page's first load), and loads
 * that first entry's data. Returns the function that stops watching and stops the flow.
 *
 * @example
 * const stop = watchAccountView(core)
 */
export function watchAccountView(core: AppKitCore): () => void {
  let stopped = false
  let stopFlow: (() => void) | undefined
  const stopWatching = subscribe(core.router, () => {
    if (core.router.view !== 'Account') return
    stopWatching()
    void import('./startAccountData').then(({ startAccountData }) => {
      if (!stopped) stopFlow = startAccountData(core)
    })
  })
  return () => {
    stopped = true
    stopWatching()
    stopFlow?.()
  }
}
