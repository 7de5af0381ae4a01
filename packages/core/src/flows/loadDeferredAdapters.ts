import type { AppKitCore } from '../client/createAppKitCore'

/**
 * Loads every adapter that deferred its code (createLazyAdapter), so that the modal's Connect
 * view lists their wallets; resolves when all have loaded or failed (a failure is logged, and
 * the adapter tries again on its next use).
 */
export async function loadDeferredAdapters(core: AppKitCore): Promise<void> {
  await Promise.all(
    Object.values(core.chain.adapters).map((adapter) =>
      adapter?.load?.().catch((error: unknown) => {
        core.services.logger.warn(`The ${adapter.namespace} adapter did not load: ${String(error)}`)
      }),
    ),
  )
}
