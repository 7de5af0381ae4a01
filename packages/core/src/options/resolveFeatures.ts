import {
  DISABLED_REMOTE_FEATURES,
  type Features,
  getDefaultFeatures,
  REMOTE_FEATURE_KEYS,
  type RemoteFeatures,
} from './features'

/** Parameters of {@link resolveFeatures}. */
export type ResolveFeaturesParameters = {
  /** Features from the options (local settings). */
  local?: Partial<Features> | undefined
  /** Features from the project's remote config, when it was fetched. */
  remote?: Partial<RemoteFeatures> | undefined
  /** Basic mode disables all remote features. */
  basic?: boolean | undefined
  /** Receives the warning when local remote-feature settings are ignored. */
  warn?: (message: string) => void
}

/**
 * Resolves the feature flags: SPEC §9 defaults, then the options, then (when fetched) the
 * remote config, which wins over local settings with a warning (SPEC §6). Basic mode turns
 * every remote feature off.
 */
export function resolveFeatures(parameters: ResolveFeaturesParameters): Features {
  const features: Features = { ...getDefaultFeatures(), ...parameters.local }
  if (parameters.remote) {
    const overridden = REMOTE_FEATURE_KEYS.filter((key) => parameters.local?.[key] !== undefined)
    if (overridden.length > 0)
      parameters.warn?.(
        `Local feature settings ignored because remote config was fetched: ${overridden.join(', ')}`,
      )
    for (const key of REMOTE_FEATURE_KEYS) {
      const value = parameters.remote[key]
      ;(features as Record<string, unknown>)[key] = value ?? getDefaultFeatures()[key]
    }
  }
  if (parameters.basic) Object.assign(features, DISABLED_REMOTE_FEATURES)
  return features
}
