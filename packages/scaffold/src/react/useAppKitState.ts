import type { AppKitState } from '../client/AppKit'
import { readState } from '../client/readInstanceState'
import { useAppKitInstance } from './AppKitProvider'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/**
 * The modal's state: open, loading, selectedNetworkId, activeChain and initialized (stored
 * connections restored).
 *
 * @example
 * const { open, selectedNetworkId } = useAppKitState()
 */
export function useAppKitState(): AppKitState {
  const appKit = useAppKitInstance()
  const modal = useInstanceSnapshot(appKit, 'modal')
  const chain = useInstanceSnapshot(appKit, 'chain')
  const lifecycle = useInstanceSnapshot(appKit, 'lifecycle')
  return readState({ modal, chain } as unknown as typeof appKit.core, lifecycle.initialized)
}
