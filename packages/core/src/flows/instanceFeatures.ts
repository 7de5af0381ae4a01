import type { AppKitCore } from '../client/createAppKitCore'
import {
  DISABLED_REMOTE_FEATURES,
  REMOTE_FEATURE_KEYS,
  type RemoteFeatures,
} from '../options/features'
import { resolveFeatures } from '../options/resolveFeatures'

const fetched = new WeakMap<AppKitCore, Partial<RemoteFeatures>>()
const overrides = new WeakMap<AppKitCore, Partial<RemoteFeatures>>()

/** The remote features the project's config gave this instance, once fetched. */
export function getFetchedRemoteFeatures(core: AppKitCore): Partial<RemoteFeatures> | undefined {
  return fetched.get(core)
}

/** Records the remote features the project's config gave this instance. */
export function setFetchedRemoteFeatures(core: AppKitCore, remote: Partial<RemoteFeatures>): void {
  fetched.set(core, remote)
}

/** The remote features the dapp set itself (`updateRemoteFeatures`), merged. */
export function getRemoteFeatureOverrides(core: AppKitCore): Partial<RemoteFeatures> {
  return overrides.get(core) ?? {}
}

/** Merges remote features the dapp sets itself into those it set before. */
export function addRemoteFeatureOverrides(core: AppKitCore, remote: Partial<RemoteFeatures>): void {
  overrides.set(core, { ...getRemoteFeatureOverrides(core), ...remote })
}

/** The remote features among the instance's flags now. */
export function pickRemoteFeatures(core: AppKitCore): RemoteFeatures {
  return Object.fromEntries(
    REMOTE_FEATURE_KEYS.map((key) => [key, core.features[key]]),
  ) as RemoteFeatures
}

/**
 * Resolves the instance's flags again and applies them to its state (views re-render): SPEC §9
 * defaults, then the options' `features`, then the fetched remote config (it wins over local
 * settings with a warning, SPEC §6), then the remote features the dapp set itself; basic mode
 * keeps every remote feature off (SPEC §6).
 */
export function applyInstanceFeatures(core: AppKitCore): void {
  const features = resolveFeatures({
    local: core.options.features,
    remote: fetched.get(core),
    warn: (message) => core.services.logger.warn(message),
  })
  const own = Object.fromEntries(
    Object.entries(getRemoteFeatureOverrides(core)).filter(([, value]) => value !== undefined),
  )
  Object.assign(features, own, core.basic ? DISABLED_REMOTE_FEATURES : {})
  Object.assign(core.features, features)
}
