/** A colour that is not a 3- or 6-digit hex colour. */
export class InvalidHexColorError extends Error {
  override name = 'InvalidHexColorError'
  constructor(readonly value: string) {
    super(`Invalid hex colour: ${value}`)
  }
}

function channel(value: number): number {
  const c = value / 255
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
}

/** The WCAG 2 relative luminance of a `#rgb` or `#rrggbb` colour, from 0 (black) to 1 (white). */
export function getRelativeLuminance(hex: string): number {
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.exec(hex)
  if (!match?.[1]) throw new InvalidHexColorError(hex)
  const digits = match[1].length === 3 ? [...match[1]].map((d) => d + d).join('') : match[1]
  const [r, g, b] = [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ]
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

/**
 * The WCAG 2 contrast ratio of two hex colours, from 1 to 21.
 *
 * @example
 * getContrastRatio('#000000', '#ffffff') // 21
 */
export function getContrastRatio(foreground: string, background: string): number {
  const a = getRelativeLuminance(foreground)
  const b = getRelativeLuminance(background)
  const [light, dark] = a > b ? [a, b] : [b, a]
  return (light + 0.05) / (dark + 0.05)
}
