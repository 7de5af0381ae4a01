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

/** Whether a string is a `#rgb` or `#rrggbb` colour, the form the contrast helpers read. */
export function isHexColor(value: string): boolean {
  return /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(value)
}

/**
 * The red, green and blue channels (0 to 255) of a `#rgb` or `#rrggbb` colour.
 *
 * @example
 * parseHexColor('#f80') // [255, 136, 0]
 */
export function parseHexColor(hex: string): [number, number, number] {
  if (!isHexColor(hex)) throw new InvalidHexColorError(hex)
  const digits = hex.length === 4 ? [...hex.slice(1)].map((d) => d + d).join('') : hex.slice(1)
  return [0, 2, 4].map((i) => Number.parseInt(digits.slice(i, i + 2), 16)) as [
    number,
    number,
    number,
  ]
}

/** The WCAG 2 relative luminance of a `#rgb` or `#rrggbb` colour, from 0 (black) to 1 (white). */
export function getRelativeLuminance(hex: string): number {
  const [r, g, b] = parseHexColor(hex)
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
