import type { ICore } from '@walletconnect/types'
import type UniversalProvider from '@walletconnect/universal-provider'
import { WalletConnectConfigError } from './errors/WalletConnectConfigError'
import { keepVerifyLocal } from './keepVerifyLocal'
import type { WalletConnectOptions } from './WalletConnectOptions'

/** The storage key prefix used when the options give none. */
export const DEFAULT_WALLET_CONNECT_STORAGE_PREFIX = 'appkit'

/**
 * Loads the WalletConnect libraries (the only place that imports them, by a dynamic `import()`,
 * so they form their own chunk that a visitor who never picks WalletConnect never loads) and
 * starts a UniversalProvider on the configured relay: telemetry off, Verify kept local
 * ({@link keepVerifyLocal}), the project id only when one is configured.
 */
export async function loadUniversalProvider(
  options: WalletConnectOptions,
): Promise<UniversalProvider> {
  const { metadata } = options
  if (!metadata)
    throw new WalletConnectConfigError(
      'WalletConnect needs metadata: pass walletConnect.metadata or createAppKit metadata',
    )
  const [{ Core }, { UniversalProvider }] = await Promise.all([
    import('@walletconnect/core'),
    import('@walletconnect/universal-provider'),
  ])
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
