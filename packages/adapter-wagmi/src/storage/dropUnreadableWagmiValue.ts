function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/**
 * Whether the text under a wagmi key can be what wagmi wrote there: JSON, and for the keys wagmi
 * restores from, their shape (`store`: zustand's `{state: {…}, version}`, `recentConnectorId`: a
 * string, `<connector>.connected` / `.disconnected`: a boolean).
 */
export function isWagmiValueReadable(key: string, text: string): boolean {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    return false
  }
  if (key.endsWith('.store'))
    return isRecord(value) && isRecord(value.state) && typeof value.version === 'number'
  if (key.endsWith('.recentConnectorId')) return typeof value === 'string' && value !== ''
  if (key.endsWith('.connected') || key.endsWith('.disconnected')) return typeof value === 'boolean'
  return value !== null
}

/** `text` (read under `key` of `backing`) if wagmi could have written it; otherwise removes the key and answers null. */
export function dropUnreadableWagmiValue(
  backing: Pick<Storage, 'removeItem'>,
  key: string,
  text: string,
): string | null {
  if (isWagmiValueReadable(key, text)) return text
  backing.removeItem(key)
  return null
}
