const hexPattern = /^0x(?:[0-9a-fA-F]{2})*$/
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point
const binaryControl = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/

/**
 * The UTF-8 text a `personal_sign` message carries when it is hex that decodes to valid
 * UTF-8 without control bytes; undefined for anything else (binary data, odd length, plain text).
 *
 * @example
 * decodeHexText('0x6869') // 'hi'
 */
export function decodeHexText(value: string): string | undefined {
  if (!hexPattern.test(value) || value.length === 2) return undefined
  const bytes = new Uint8Array((value.length - 2) / 2)
  for (let i = 0; i < bytes.length; i++)
    bytes[i] = Number.parseInt(value.slice(2 + i * 2, 4 + i * 2), 16)
  try {
    const text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
    // Control bytes mean binary data (a hash, say): shown as hex instead.
    return binaryControl.test(text) ? undefined : text
  } catch {
    return undefined
  }
}
