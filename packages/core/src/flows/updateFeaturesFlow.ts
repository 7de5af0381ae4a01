import type { AppKitCore } from '../client/createAppKitCore'
import type { Features } from '../options/features'
import { resolveFeatures } from '../options/resolveFeatures'
import { getFetchedRemoteFeatures } from './remoteConfigFlow'

/**
 * Changes feature settings after start (AppKit's `updateFeatures`): the given ones join the
 * options' `features`, and the flags are resolved again by the same rules as at start (SPEC §9
 * defaults, then the options; a fetched remote config still wins for remote features, with a
 * warning, SPEC §6; basic mode keeps every remote feature off). Views read the flags from the
 * instance's state, so an open modal re-renders at once.
 */
export function updateFeatures(core: AppKitCore, features: Partial<Features>): void {
  const local = { ...core.options.features, ...features }
  core.options.features = local
  Object.assign(
    core.features,
    resolveFeatures({
      local,
      remote: getFetchedRemoteFeatures(core),
      basic: core.basic,
      warn: (message) => core.services.logger.warn(message),
    }),
  )
}
