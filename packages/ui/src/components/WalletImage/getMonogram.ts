/** A generated stand-in for a missing image: up to two initials and a hue from the name. */
export type Monogram = { initials: string; hue: number }

/**
 * The monogram of a name: the first letters of its first two words (or its first two letters) and
 * a stable hue from a hash of the whole name. Only letters and digits count, so that
 * 'Ethereum (devnet)' gives 'ED', not 'E('.
 *
 * @example
 * getMonogram('Rainbow Wallet') // { initials: 'RW', hue: … }
 */
export function getMonogram(name: string): Monogram {
  const words = name
    .split(/\s+/)
    .map((word) => word.replace(/[^\p{L}\p{N}]/gu, ''))
    .filter(Boolean)
  const letters =
    words.length >= 2
      ? `${[...(words[0] ?? '')][0] ?? ''}${[...(words[1] ?? '')][0] ?? ''}`
      : [...(words[0] ?? '?')].slice(0, 2).join('')
  let hash = 0
  for (const char of name) hash = (hash * 31 + (char.codePointAt(0) ?? 0)) >>> 0
  return { initials: letters.toUpperCase() || '?', hue: hash % 360 }
}
