const dataImage = /^data:image\/(png|jpeg|gif|webp|svg\+xml)(;base64)?,/i

/** Longest icon URL accepted (data: URLs included). */
export const MAX_ICON_URL_LENGTH = 100_000

/**
 * Returns the first of a peer's `metadata.icons` that is safe to show through `<img src>`: an
 * https URL or a data:image URL (an SVG in an img runs no script). Anything else (javascript:,
 * http:, data:text/html, non-strings) is dropped; undefined when none is left.
 */
export function safeIconUrl(icons: unknown): string | undefined {
  if (!Array.isArray(icons)) return undefined
  for (const icon of icons) {
    if (typeof icon !== 'string' || icon.length > MAX_ICON_URL_LENGTH) continue
    if (dataImage.test(icon)) return icon
    try {
      if (new URL(icon).protocol === 'https:') return icon
    } catch {
      // not a URL: skip it
    }
  }
  return undefined
}

/** Returns `url` when it is an https URL (shown as a link); undefined otherwise (shown as text). */
export function safeLinkUrl(url: unknown): string | undefined {
  if (typeof url !== 'string') return undefined
  try {
    return new URL(url).protocol === 'https:' ? url : undefined
  } catch {
    return undefined
  }
}
