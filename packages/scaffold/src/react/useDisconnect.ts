import type { ChainNamespace } from '@appkit/core'
import { useAppKitInstance } from './AppKitProvider'

/** What {@link useDisconnect} returns. */
export type UseDisconnectReturnType = {
  /** Disconnects the active namespace, or `namespace`. */
  disconnect: (parameters?: { namespace?: ChainNamespace }) => Promise<void>
}

/**
 * Disconnects the wallet through its adapter.
 *
 * @example
 * const { disconnect } = useDisconnect()
 */
export function useDisconnect(): UseDisconnectReturnType {
  const appKit = useAppKitInstance()
  return { disconnect: (parameters = {}) => appKit.disconnect(parameters.namespace) }
}
