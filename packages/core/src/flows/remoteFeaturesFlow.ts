import { subscribe } from 'valtio'
import type { AppKitCore } from '../client/createAppKitCore'
import type { RemoteFeatures } from '../options/features'
import {
  addRemoteFeatureOverrides,
  applyInstanceFeatures,
  pickRemoteFeatures,
} from './instanceFeatures'

/**
 * The remote features in force (AppKit's `getRemoteFeatures`): swaps, onramp, email, socials,
 * activity, reownBranding and multiWallet as the instance resolved them, i.e. the project's
 * config from the wallet service once fetched (our `apps/api` serves it), else the options'
 * `features` and the SPEC §9 defaults, with what {@link updateRemoteFeatures} set on top.
 */
export function getRemoteFeatures(core: AppKitCore): RemoteFeatures {
  return pickRemoteFeatures(core)
}

/**
 * Sets remote features from the dapp (AppKit's `updateRemoteFeatures`): merged into those set
 * before, they win over the options and over the project's config, fetched before or after;
 * basic mode still keeps every remote feature off (SPEC §6). Views re-render at once.
 */
export function updateRemoteFeatures(core: AppKitCore, remote: Partial<RemoteFeatures>): void {
  addRemoteFeatureOverrides(core, remote)
  applyInstanceFeatures(core)
}

/**
 * Calls `callback` with the remote features each time one of them changes (a fetched config,
 * `updateRemoteFeatures`, or `updateFeatures` of a remote feature). Returns the stop.
 */
export function subscribeRemoteFeatures(
  core: AppKitCore,
  callback: (remote: RemoteFeatures) => void,
): () => void {
  let last = JSON.stringify(pickRemoteFeatures(core))
  return subscribe(core.features, () => {
    const remote = pickRemoteFeatures(core)
    const next = JSON.stringify(remote)
    if (next === last) return
    last = next
    callback(remote)
  })
}
