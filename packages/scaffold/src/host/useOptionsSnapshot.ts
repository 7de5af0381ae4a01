import { getVersion, proxy, useSnapshot } from 'valtio'
import type { CreateAppKitOptions } from '../client/CreateAppKitOptions'
import { useModalContext } from './ModalContext'

const NO_OPTIONS = proxy<Partial<CreateAppKitOptions>>({})

/**
 * The instance's options as a view reads them: a snapshot of its options state, so the view
 * re-renders when `updateOptions` changes one it read. Plain options (a test's stand-in
 * instance) are read as they are; no instance reads as no options.
 */
export function useOptionsSnapshot(): Partial<CreateAppKitOptions> {
  const options = useModalContext().appKit?.options
  const live = options && getVersion(options) !== undefined ? options : undefined
  const snapshot = useSnapshot(live ?? NO_OPTIONS) as Partial<CreateAppKitOptions>
  return live ? snapshot : (options ?? {})
}
