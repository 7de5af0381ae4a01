import type { EIP1193Provider } from 'viem'
import type { AnnouncedWallet } from './AnnouncedWallet'
import { isSafeIconUri } from './isSafeIconUri'

const uuidV4 = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/i
const rdnsPattern = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i

function isNonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0 && value.length <= 200
}

/**
 * Reads the detail of an `eip6963:announceProvider` event. Returns undefined for a malformed
 * announcement (no frozen detail, no info, a non-v4 uuid, no name or rdns, a provider without
 * `request`); an icon that is not a `data:image/*` URI is dropped so a fallback shows.
 */
export function readAnnouncement(detail: unknown): AnnouncedWallet | undefined {
  if (typeof detail !== 'object' || detail === null || !Object.isFrozen(detail)) return undefined
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null) return undefined
  const { uuid, name, rdns, icon } = info as Record<string, unknown>
  if (typeof uuid !== 'string' || !uuidV4.test(uuid)) return undefined
  if (!isNonEmptyString(name) || !isNonEmptyString(rdns) || !rdnsPattern.test(rdns))
    return undefined
  if (typeof provider !== 'object' || provider === null) return undefined
  if (typeof (provider as { request?: unknown }).request !== 'function') return undefined
  return {
    uuid: uuid.toLowerCase(),
    name: name.trim(),
    rdns,
    icon: isSafeIconUri(icon) ? icon : undefined,
    provider: provider as EIP1193Provider,
  }
}
