import type { ChainNamespace } from '@appkit/core'
import { useSnapshot } from 'valtio'
import type { AppKitWalletInfo } from '../client/AppKit'
import { readWalletInfo } from '../client/readInstanceState'
import { useAppKitInstance } from './AppKitProvider'

/**
 * The wallet the active namespace (or `namespace`) is connected with: name, icon, type, rdns.
 *
 * @example
 * const { walletInfo } = useWalletInfo()
 */
export function useWalletInfo(namespace?: ChainNamespace): {
  walletInfo: AppKitWalletInfo | undefined
} {
  const { core } = useAppKitInstance()
  const chain = useSnapshot(core.chain)
  return { walletInfo: readWalletInfo({ chain } as unknown as typeof core, namespace) }
}
