import type { ChainNamespace } from '@appkit/core'
import type { AppKitAccount } from '../client/AppKit'
import { readAccount } from '../client/readInstanceState'
import { useAppKitInstance } from './AppKitProvider'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/** Parameters of {@link useAppKitAccount}. */
export type UseAppKitAccountParameters = { namespace?: ChainNamespace }

/**
 * The account of the active namespace (or `namespace`): address, caipAddress, isConnected,
 * status, and embeddedWalletInfo when connected through e-mail or social login.
 *
 * @example
 * const { address, isConnected } = useAppKitAccount()
 */
export function useAppKitAccount(parameters: UseAppKitAccountParameters = {}): AppKitAccount {
  const appKit = useAppKitInstance()
  const { core } = appKit
  const chain = useInstanceSnapshot(appKit, 'chain')
  return readAccount({ chain } as unknown as typeof core, parameters.namespace)
}
