/**
 * Five stable colours generated from an address (FNV-1a over its lower-case text), for a
 * gradient avatar that is the same for the same account in every session.
 */
export function getAvatarColors(address: string): string[] {
  let hash = 0x811c9dc5
  const colors: string[] = []
  const text = address.toLowerCase()
  for (let round = 0; round < 5; round++) {
    for (const char of `${text}:${round}`) {
      hash ^= char.codePointAt(0) ?? 0
      hash = Math.imul(hash, 0x01000193) >>> 0
    }
    colors.push(`hsl(${hash % 360} ${55 + (hash % 30)}% ${45 + ((hash >>> 8) % 20)}%)`)
  }
  return colors
}
