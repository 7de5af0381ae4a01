import type { ChainNamespace, ConnectorType } from '@appkit/core'
import { readWalletProvider } from '../client/readInstanceState'
import { useAppKitInstance } from './AppKitProvider'
import { useInstanceSnapshot } from './useInstanceSnapshot'

/** What {@link useAppKitProvider} returns. */
export type UseAppKitProviderReturnType<T> = {
  /** The connected wallet's provider (an EIP-1193 provider on eip155), if connected. */
  walletProvider: T | undefined
  /** The type of the connector it came from. */
  walletProviderType: ConnectorType | undefined
}

/**
 * The provider of the wallet connected on `namespace`, to call it directly.
 *
 * @example
 * const { walletProvider } = useAppKitProvider<Eip1193Provider>('eip155')
 */
export function useAppKitProvider<T = unknown>(
  namespace: ChainNamespace,
): UseAppKitProviderReturnType<T> {
  const appKit = useAppKitInstance()
  const { core } = appKit
  const chain = useInstanceSnapshot(appKit, 'chain')
  const connectors = useInstanceSnapshot(appKit, 'connectors')
  const { walletProvider, walletProviderType } = readWalletProvider(
    { chain, connectors } as unknown as typeof core,
    namespace,
  )
  return { walletProvider: walletProvider as T | undefined, walletProviderType }
}
