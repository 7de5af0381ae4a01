/** Escapes text for an SVG text node or attribute. */
function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (ch) => `&#${ch.charCodeAt(0)};`)
}

/** Up to two letters or digits standing for `label` (`MetaMask` → `MM`, `usd-coin` → `UC`). */
export function initialsOf(label: string): string {
  const words = label.split(/[^A-Za-z0-9]+/).filter(Boolean)
  if (words.length === 0) return '?'
  if (words.length === 1) {
    const word = words[0] ?? ''
    const capitals = word.replace(/[^A-Z]/g, '')
    return (capitals.length >= 2 ? capitals.slice(0, 2) : word.slice(0, 2)).toUpperCase()
  }
  return words
    .slice(0, 2)
    .map((w) => w[0])
    .join('')
    .toUpperCase()
}

/** A stable hue (0–359) from the label. */
function hueOf(label: string): number {
  let hash = 0
  for (const ch of label) hash = (hash * 31 + (ch.codePointAt(0) ?? 0)) >>> 0
  return hash % 360
}

/** A square monogram image: a coloured rounded square with the label's initials. No script, no links. */
export function monogramSvg(label: string): string {
  const text = escapeXml(initialsOf(label))
  const hue = hueOf(label)
  return (
    '<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96">' +
    `<rect width="96" height="96" rx="24" fill="hsl(${hue}, 55%, 42%)"/>` +
    '<text x="48" y="48" dy=".35em" text-anchor="middle" font-family="system-ui, sans-serif" ' +
    `font-size="36" font-weight="600" fill="#ffffff">${text}</text></svg>`
  )
}
