import type { AppKitOptions, CaipNetwork } from '@appkit/core'
import { withCustomRpcUrls } from '@appkit/core/networks'
import type { CreateAppKitOptions } from './CreateAppKitOptions'
import { siweConfigToCoreSiwx } from './siweConfigToCoreSiwx'

function withChainImage(
  network: CaipNetwork,
  chainImages: CreateAppKitOptions['chainImages'],
): CaipNetwork {
  const imageUrl = chainImages?.[network.id]
  return imageUrl ? { ...network, assets: { ...network.assets, imageUrl } } : network
}

/** The network with the instance's chain image and its `customRpcUrls` first. */
function toCoreNetwork(network: CaipNetwork, options: CreateAppKitOptions): CaipNetwork {
  const [withCustom = network] = withCustomRpcUrls([network], options.customRpcUrls)
  return withChainImage(withCustom, options.chainImages)
}

/**
 * The core options of an instance. A service without a base URL is given '' and never asked:
 * analytics is switched off without its URL, and the views check {@link hasServiceUrl}.
 * `allWallets` ('SHOW' | 'HIDE' | 'ONLY_MOBILE', on `isMobile`) sets the `allWallets` feature;
 * `chainImages` replaces the networks' images and `customRpcUrls` come before their RPC URLs; AppKit's `siweConfig` becomes the `siwx` config.
 */
export function toCoreOptions(
  options: CreateAppKitOptions,
  platform: { isMobile: boolean } = { isMobile: false },
): AppKitOptions {
  const apiUrls = {
    blockchain: options.apiUrls?.blockchain ?? '',
    wallet: options.apiUrls?.wallet ?? '',
    analytics: options.apiUrls?.analytics ?? '',
  }
  const features = {
    ...options.features,
    ...(apiUrls.analytics === '' ? { analytics: false } : {}),
    ...(options.allWallets === 'HIDE' ? { allWallets: false } : {}),
    ...(options.allWallets === 'ONLY_MOBILE' ? { allWallets: platform.isMobile } : {}),
  }
  const optional = {
    projectId: options.projectId,
    defaultNetwork: options.defaultNetwork
      ? toCoreNetwork(options.defaultNetwork, options)
      : undefined,
    adapters: options.adapters,
    embedded: options.embedded,
    enableNetworkSwitch: options.enableNetworkSwitch,
    allowUnsupportedChain: options.allowUnsupportedChain,
    enableReconnect: options.enableReconnect,
    // AppKit's siweConfig runs as SIWX; given with `siwx`, core rejects the pair.
    siwx:
      options.siwx ?? (options.siweConfig ? siweConfigToCoreSiwx(options.siweConfig) : undefined),
    siweConfig: options.siwx ? options.siweConfig : undefined,
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
  const networks = options.networks.map((network) => toCoreNetwork(network, options))
  return { networks, apiUrls, features, ...defined } as AppKitOptions
}

/** True when the instance has a base URL for `service`. */
export function hasServiceUrl(
  core: { options: AppKitOptions },
  service: keyof AppKitOptions['apiUrls'],
): boolean {
  return core.options.apiUrls[service] !== ''
}
