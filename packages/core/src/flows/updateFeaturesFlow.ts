import type { AppKitCore } from '../client/createAppKitCore'
import type { Features } from '../options/features'
import { applyInstanceFeatures } from './instanceFeatures'

/**
 * Changes feature settings after start (AppKit's `updateFeatures`): the given ones join the
 * options' `features`, and the flags are resolved again by the same rules as at start (SPEC §9
 * defaults, then the options; a fetched remote config still wins for remote features, with a
 * warning, SPEC §6, and so do remote features set with `updateRemoteFeatures`; basic mode keeps
 * every remote feature off). Views read the flags from the instance's state, so an open modal
 * re-renders at once.
 */
export function updateFeatures(core: AppKitCore, features: Partial<Features>): void {
  core.options.features = { ...core.options.features, ...features }
  applyInstanceFeatures(core)
}
