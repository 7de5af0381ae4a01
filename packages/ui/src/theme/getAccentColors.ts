import { getContrastRatio, isHexColor, parseHexColor } from './getContrastRatio'
import type { ColorTheme } from './tokens'

/** The colour tokens that follow a host accent. */
export type AccentColors = Pick<
  ColorTheme,
  'colorAccent' | 'colorOnAccent' | 'colorAccentText' | 'colorFocus'
>

const black = '#000000'
const white = '#ffffff'

function toHex(channels: number[]): string {
  return `#${channels.map((c) => Math.round(c).toString(16).padStart(2, '0')).join('')}`
}

/** `from` moved `amount` (0 to 1) of the way to `to`, in sRGB. */
function mixHex(from: string, to: string, amount: number): string {
  const a = parseHexColor(from)
  const b = parseHexColor(to)
  return toHex(a.map((c, i) => c + ((b[i] ?? c) - c) * amount))
}

function meets(color: string, backgrounds: string[], ratio: number): boolean {
  return backgrounds.every((background) => getContrastRatio(color, background) >= ratio)
}

/**
 * The colours a host accent (`themeVariables['--ak-accent']`) sets, kept at WCAG AA on the theme:
 * text on the accent is black or white, whichever contrasts more (always at least 4.58:1); accent
 * text on the background and surface is the accent, moved towards the theme's text colour until it
 * reaches 4.5:1; the focus ring is the accent if it reaches 3:1 there, else that accent text.
 * An accent that is not a hex colour cannot be measured, so it sets only the accent itself.
 *
 * @example
 * getAccentColors('#ffff00', lightTheme).colorOnAccent // '#000000'
 */
export function getAccentColors(accent: string, theme: ColorTheme): AccentColors {
  if (!isHexColor(accent))
    return {
      colorAccent: accent,
      colorOnAccent: theme.colorOnAccent,
      colorAccentText: theme.colorAccentText,
      colorFocus: theme.colorFocus,
    }
  const onAccent =
    getContrastRatio(black, accent) >= getContrastRatio(white, accent) ? black : white
  const backgrounds = [theme.colorBackground, theme.colorSurface]
  let accentText = toHex(parseHexColor(accent))
  for (let step = 1; !meets(accentText, backgrounds, 4.5) && step <= 20; step++)
    accentText = mixHex(accent, theme.colorText, step / 20)
  return {
    colorAccent: accent,
    colorOnAccent: onAccent,
    colorAccentText: accentText,
    colorFocus: meets(accent, backgrounds, 3) ? accent : accentText,
  }
}
