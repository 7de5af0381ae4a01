import { Core } from '@walletconnect/core'
import type { ICore } from '@walletconnect/types'
import { UniversalProvider } from '@walletconnect/universal-provider'
import { WalletConnectConfigError } from './errors/WalletConnectConfigError'
import { keepVerifyLocal } from './keepVerifyLocal'
import type { WalletConnectOptions } from './WalletConnectOptions'

type Provider = Awaited<ReturnType<typeof UniversalProvider.init>>

/** The storage key prefix used when the options give none. */
export const DEFAULT_WALLET_CONNECT_STORAGE_PREFIX = 'appkit'

/**
 * Starts a UniversalProvider (this module is the only one that imports the WalletConnect
 * libraries; it is reached only through the client's dynamic `import()` of `openSession`, so
 * they sit in a chunk that a visitor who never picks WalletConnect never loads) on the configured relay: telemetry off, Verify kept local
 * ({@link keepVerifyLocal}), the project id only when one is configured.
 */
export async function loadUniversalProvider(options: WalletConnectOptions): Promise<Provider> {
  const { metadata } = options
  if (!metadata)
    throw new WalletConnectConfigError(
      'WalletConnect needs metadata: pass walletConnect.metadata or createAppKit metadata',
    )
  const logger = options.logLevel ?? 'error'
  const shared = {
    relayUrl: options.relayUrl,
    customStoragePrefix: options.storagePrefix ?? DEFAULT_WALLET_CONNECT_STORAGE_PREFIX,
    telemetryEnabled: false,
    logger,
    ...(options.projectId ? { projectId: options.projectId } : {}),
    ...(options.storage ? { storage: options.storage } : {}),
  }
  // The library's Core class and its ICore interface disagree under exactOptionalPropertyTypes.
  const core = new Core(shared) as unknown as ICore
  keepVerifyLocal(core)
  return UniversalProvider.init({
    ...shared,
    core,
    metadata: { ...metadata, icons: [...metadata.icons] },
    disableProviderPing: true,
  })
}
