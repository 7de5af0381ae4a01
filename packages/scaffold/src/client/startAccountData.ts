import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'

/**
 * Runs core's account data flow (a fetch each time Account is entered) and loads the data of
 * the Account view shown now. Returns the function that stops the flow.
 */
export function startAccountData(core: AppKitCore): () => void {
  const stop = flows.startAccountDataFlow(core)
  if (core.router.view === 'Account') void flows.loadAccountData(core)
  return stop
}
