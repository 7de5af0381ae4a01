import type { AppKitOptions } from '@appkit/core'
import type { CreateAppKitOptions } from './CreateAppKitOptions'

/**
 * The core options of an instance. A service without a base URL is given '' and never asked:
 * analytics is switched off without its URL, and the views check {@link hasServiceUrl}.
 */
export function toCoreOptions(options: CreateAppKitOptions): AppKitOptions {
  const apiUrls = {
    blockchain: options.apiUrls?.blockchain ?? '',
    wallet: options.apiUrls?.wallet ?? '',
    analytics: options.apiUrls?.analytics ?? '',
  }
  const features = {
    ...options.features,
    ...(apiUrls.analytics === '' ? { analytics: false } : {}),
  }
  const optional = {
    projectId: options.projectId,
    defaultNetwork: options.defaultNetwork,
    adapters: options.adapters,
    embedded: options.embedded,
    enableNetworkSwitch: options.enableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
    enableReconnect: options.enableReconnect,
    siwx: options.siwx,
    excludeWallets: options.excludeWallets,
    featuredWalletIds: options.featuredWalletIds,
    defaultAccountTypes: options.defaultAccountTypes,
    storageScope: options.storageScope,
    debug: options.debug,
    metadata: options.metadata,
  }
  const defined = Object.fromEntries(
    Object.entries(optional).filter(([, value]) => value !== undefined),
  )
  return { networks: options.networks, apiUrls, features, ...defined } as AppKitOptions
}

/** True when the instance has a base URL for `service`. */
export function hasServiceUrl(
  core: { options: AppKitOptions },
  service: keyof AppKitOptions['apiUrls'],
): boolean {
  return core.options.apiUrls[service] !== ''
}
