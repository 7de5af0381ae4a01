// Control, zero-width and direction-changing characters (line breaks and tabs are kept).
const HIDDEN =
  // biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g

/**
 * A value as the frame shows it: hidden or direction-changing characters written as `\u{…}` so
 * nothing in a request can hide or reorder what the visitor reads; `hidden` tells whether any was.
 */
export function escapeHidden(value: string): { text: string; hidden: boolean } {
  let hidden = false
  const text = value.replace(HIDDEN, (char) => {
    hidden = true
    return `\\u{${(char.codePointAt(0) ?? 0).toString(16).padStart(4, '0')}}`
  })
  return { text, hidden }
}
