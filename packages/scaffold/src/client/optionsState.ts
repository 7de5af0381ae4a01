import type { Features } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import type { AppKitCore } from '@appkit/core/internal'
import { proxy, ref } from 'valtio'
import type { CreateAppKitOptions } from './CreateAppKitOptions'

/** The options `updateOptions` changes after start; the others are read at creation only. */
export const UPDATABLE_OPTION_KEYS = [
  'features',
  'themeMode',
  'themeVariables',
  'metadata',
  'termsConditionsUrl',
  'privacyPolicyUrl',
  'allWallets',
  'featuredWalletIds',
  'includeWalletIds',
  'excludeWalletIds',
  'excludeWallets',
  'enableWalletGuide',
  'enableWalletConnect',
  'enableEIP6963',
  'enableInjected',
  'customWallets',
  'connectorImages',
  'enableNetworkSwitch',
  'allowUnsupportedChain',
] as const satisfies readonly (keyof CreateAppKitOptions)[]

/** What `appKit.updateOptions` takes: any of {@link UPDATABLE_OPTION_KEYS}. */
export type UpdatableOptions = Partial<
  Pick<CreateAppKitOptions, (typeof UPDATABLE_OPTION_KEYS)[number]>
>

const updatable = new Set<string>(UPDATABLE_OPTION_KEYS)

/**
 * The instance's options as valtio state, so the views that read them re-render when
 * {@link updateOptions} changes one. What cannot change (adapters, services, the WalletConnect
 * client, SIWX, networks...) is kept as given (`ref`), never wrapped in a proxy.
 */
export function createOptionsState(options: CreateAppKitOptions): CreateAppKitOptions {
  const entries = Object.entries(options).map(([key, value]) => [
    key,
    updatable.has(key) || typeof value !== 'object' || value === null ? value : ref(value),
  ])
  return proxy(Object.fromEntries(entries) as CreateAppKitOptions)
}

/** The `allWallets` feature an `allWallets` option sets (as at creation). */
function allWalletsFeature(
  allWallets: CreateAppKitOptions['allWallets'],
  isMobile: boolean,
): boolean {
  return allWallets === 'HIDE' ? false : allWallets === 'ONLY_MOBILE' ? isMobile : true
}

/**
 * Changes options after start (AppKit's `updateOptions`): the given ones replace the current
 * ones (`features` and `themeVariables` merge), and mounted views re-render. A key that can
 * only be given to `createAppKit` is ignored with a warning naming it. A theme mode other than
 * light or dark is refused ('Invalid theme mode: ...') and nothing changes.
 */
export function updateOptions(
  instance: { options: CreateAppKitOptions; core: AppKitCore },
  changes: UpdatableOptions,
): void {
  const { options, core } = instance
  const ignored = Object.keys(changes).filter((key) => !updatable.has(key))
  if (ignored.length > 0)
    core.services.logger.warn(
      `updateOptions: ${ignored.join(', ')} can only be given to createAppKit; not changed`,
    )
  const given = Object.fromEntries(
    Object.entries(changes).filter(([key, value]) => updatable.has(key) && value !== undefined),
  ) as UpdatableOptions
  if (given.themeMode) controllers.theme.setThemeMode(core.theme, given.themeMode)
  if (given.themeVariables) controllers.theme.setThemeVariables(core.theme, given.themeVariables)

  const features: Partial<Features> = {
    ...given.features,
    ...(given.allWallets
      ? { allWallets: allWalletsFeature(given.allWallets, core.services.platform.isMobile) }
      : {}),
  }
  if (Object.keys(features).length > 0) flows.updateFeatures(core, features)

  // What core's flows read from their own options.
  for (const key of [
    'metadata',
    'featuredWalletIds',
    'excludeWallets',
    'enableNetworkSwitch',
    'allowUnsupportedChain',
  ] as const)
    if (given[key] !== undefined) Object.assign(core.options, { [key]: given[key] })
  if (given.excludeWallets) core.connectors.excludeWallets = [...given.excludeWallets]

  Object.assign(options, {
    ...given,
    ...(given.features ? { features: { ...options.features, ...given.features } } : {}),
    ...(given.themeVariables
      ? { themeVariables: { ...options.themeVariables, ...given.themeVariables } }
      : {}),
  })

  // The registry list was loaded with other filters: it starts again with the new ones (its
  // code comes with the wallet views, off the page's first load).
  if (given.includeWalletIds || given.excludeWalletIds || given.excludeWallets)
    void import('./reloadWalletList').then(({ reloadWalletList }) =>
      reloadWalletList(core, options),
    )
}
