import type { SatsConnectProvider, SatsConnectProviderInfo } from './SatsConnectProvider'

/** A sats-connect wallet found in the page: its `btc_providers` entry and provider object. */
export type FoundSatsConnectProvider = {
  readonly info: SatsConnectProviderInfo
  readonly provider: SatsConnectProvider
}

const isInfo = (entry: unknown): entry is SatsConnectProviderInfo => {
  if (typeof entry !== 'object' || entry === null) return false
  const { id, name, icon } = entry as Record<string, unknown>
  return typeof id === 'string' && typeof name === 'string' && typeof icon === 'string'
}

/** The object at a dotted path under `root` (`a.b` is `root.a.b`), own properties only. */
function resolvePath(root: object, path: string): unknown {
  let current: unknown = root
  for (const part of path.split('.')) {
    if (typeof current !== 'object' || current === null || !Object.hasOwn(current, part))
      return undefined
    current = (current as Record<string, unknown>)[part]
  }
  return current
}

/**
 * The sats-connect wallets of a page: each well-formed `btc_providers` entry whose `id` leads to
 * an object with a `request` function; entries without one (not installed) are left out.
 */
export function findSatsConnectProviders(
  root: object | undefined = typeof window === 'undefined' ? undefined : window,
): FoundSatsConnectProvider[] {
  if (!root) return []
  const entries = (root as { btc_providers?: unknown }).btc_providers
  if (!Array.isArray(entries)) return []
  const found: FoundSatsConnectProvider[] = []
  for (const info of entries) {
    if (!isInfo(info)) continue
    const provider = resolvePath(root, info.id)
    if (typeof (provider as Partial<SatsConnectProvider> | undefined)?.request !== 'function')
      continue
    found.push({ info, provider: provider as SatsConnectProvider })
  }
  return found
}
