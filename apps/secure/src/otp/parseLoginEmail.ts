/** RFC 5321/5322 dot-atom local part: letters, digits and these; no quotes, spaces or controls. */
const LOCAL_PART = /^[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+(\.[A-Za-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/
/** A host name of LDH labels with at least one dot (no address literals, no trailing dot). */
const DOMAIN =
  /^([A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z0-9]([A-Za-z0-9-]{0,61}[A-Za-z0-9])?$/

/**
 * The login identity of an e-mail field, or undefined when it is not one plain address: ASCII
 * only, `local@domain` in dot-atom form (so no `<`, `>`, NUL, CR, LF, spaces, quotes, commas
 * or a second `@`), at most 64 + 1 + 253 characters, lower-cased. The login e-mail goes to
 * exactly this string, and the wallet is keyed by it.
 */
export function parseLoginEmail(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 254) return undefined
  const at = value.lastIndexOf('@')
  if (at < 1) return undefined
  const local = value.slice(0, at)
  const domain = value.slice(at + 1)
  if (local.length > 64 || domain.length > 253) return undefined
  if (!LOCAL_PART.test(local) || !DOMAIN.test(domain)) return undefined
  return value.toLowerCase()
}
