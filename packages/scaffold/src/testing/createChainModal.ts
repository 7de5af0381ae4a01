import type { CaipNetwork } from '@appkit/core'
import type { ChainAdapter } from '@appkit/core/adapter'
import type { AppKit } from '../client/AppKit'
import type { CreateAppKitOptions } from '../client/CreateAppKitOptions'
import { createAppKit } from '../client/createAppKit'

const stops: (() => unknown)[] = []

/**
 * The modal on one chain adapter and its networks, its logger silent (for the integration tests
 * of one chain); {@link destroyChainModals} destroys it and the adapter.
 */
export function createChainModal(
  adapter: ChainAdapter & { destroy?: () => unknown },
  networks: readonly CaipNetwork[],
  options: Omit<Partial<CreateAppKitOptions>, 'networks' | 'adapters'> = {},
): AppKit {
  const appKit = createAppKit({
    networks,
    adapters: [adapter],
    services: { logger: { warn: () => {}, error: () => {} } },
    ...options,
  })
  stops.push(
    () => appKit.destroy(),
    () => adapter.destroy?.(),
  )
  return appKit
}

/** Has {@link stopChainModals} call `stop` too (an adapter the test made beside the modal). */
export function stopWithChainModals(stop: () => unknown): void {
  stops.push(stop)
}

/** Destroys every modal (and adapter) {@link createChainModal} made so far, in order. */
export async function stopChainModals(): Promise<void> {
  for (const stop of stops.splice(0)) await stop()
}

/** {@link stopChainModals}, then clears the page and storage (for `afterEach`). */
export async function destroyChainModals(): Promise<void> {
  await stopChainModals()
  document.body.innerHTML = ''
  localStorage.clear()
}
