import type { ChainNamespace } from '@appkit/core'
import type { AppKitWalletInfo } from '../client/AppKit'
import { readWalletInfo } from '../client/readInstanceState'
import { useAppKitInstance } from './AppKitProvider'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/**
 * The wallet the active namespace (or `namespace`) is connected with: name, icon, type, rdns.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 */
export function useWalletInfo(namespace?: ChainNamespace): {
  walletInfo: AppKitWalletInfo | undefined
} {
  const appKit = useAppKitInstance()
  const { core } = appKit
  const chain = useInstanceSnapshot(appKit, 'chain')
  return { walletInfo: readWalletInfo({ chain } as unknown as typeof core, namespace) }
}
