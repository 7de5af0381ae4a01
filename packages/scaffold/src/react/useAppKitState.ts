import { useSnapshot } from 'valtio'
import type { AppKitState } from '../client/AppKit'
import { readState } from '../client/readInstanceState'
import { useAppKitInstance } from './AppKitProvider'

/**
 * The modal's state: open, loading, selectedNetworkId, activeChain and initialized (stored
 * connections restored).
 *
 * @example
 * const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): AppKitState {
  const appKit = useAppKitInstance()
  const modal = useSnapshot(appKit.core.modal)
  const chain = useSnapshot(appKit.core.chain)
  const lifecycle = useSnapshot(appKit.lifecycle)
  return readState({ modal, chain } as unknown as typeof appKit.core, lifecycle.initialized)
}
