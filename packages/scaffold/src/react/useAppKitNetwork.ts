import type { CaipNetwork } from '@appkit/core'
import type { AppKitNetwork } from '../client/AppKit'
import { readNetwork } from '../client/readInstanceState'
import { useAppKitInstance } from './AppKitProvider'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/** What {@link useAppKitNetwork} returns. */
export type UseAppKitNetworkReturnType = AppKitNetwork & {
  switchNetwork: (network: CaipNetwork) => Promise<void>
}

/**
 * The active network (caipNetwork, chainId, caipNetworkId) and `switchNetwork`.
 *
 * @example
 * const { chainId, switchNetwork } = useAppKitNetwork()
 */
export function useAppKitNetwork(): UseAppKitNetworkReturnType {
  const appKit = useAppKitInstance()
  const chain = useInstanceSnapshot(appKit, 'chain')
  const network = readNetwork({ chain } as unknown as typeof appKit.core)
  return { ...network, switchNetwork: appKit.switchNetwork }
}
