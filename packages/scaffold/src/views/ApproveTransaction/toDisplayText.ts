// Characters that change how text reads without being seen: C0/C1 controls (except tab and
// newline), zero-width characters, bidirectional overrides and isolates, and the BOM.
const hidden =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000B-\u001F\u007F-\u009F\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g

/** Text made safe to show, and whether anything had to be escaped. */
export type DisplayText = { text: string; escaped: boolean }

/**
 * Makes request text safe to show: hidden and direction-changing characters (U+202E, zero
 * width, controls) are replaced by visible `\u{…}` escapes so they cannot disguise what is
 * signed (HOSTILE E), and `escaped` says some were found. The result is rendered as React text,
 * never as HTML.
 *
 * @example
 * toDisplayText('pay\u202Eevil') // { text: 'pay\\u{202E}evil', escaped: true }
 */
export function toDisplayText(value: string): DisplayText {
  let escaped = false
  const text = value.replace(hidden, (char) => {
    escaped = true
    return `\\u{${char.codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}}`
  })
  return { text, escaped }
}
