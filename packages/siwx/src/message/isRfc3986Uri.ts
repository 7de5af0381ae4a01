import { isPercentEncodedText, isUriAuthority } from './isUriAuthority'

const scheme = /^[A-Za-z][A-Za-z0-9+.-]*$/

/**
 * True for an absolute RFC 3986 URI: a scheme, then only URI characters (valid `%XX`
 * encodings), and when it has `//` a valid authority. Spaces, line breaks, non-ASCII and a
 * missing scheme (`:not_a_rfc3986_valid_uri_`) are refused. Linear time.
 *
 * @example
 * isRfc3986Uri('https://[::cafe]') // true
 * isRfc3986Uri('https://exa mple.com') // false
 */
export function isRfc3986Uri(value: string): boolean {
  const colon = value.indexOf(':')
  if (colon <= 0 || !scheme.test(value.slice(0, colon))) return false
  const rest = value.slice(colon + 1)
  if (!isPercentEncodedText(rest, ':/?#[]@')) return false
  if (!rest.startsWith('//')) return true
  const afterSlashes = rest.slice(2)
  const end = afterSlashes.search(/[/?#]/)
  const authority = end === -1 ? afterSlashes : afterSlashes.slice(0, end)
  // file:///path has an empty authority.
  if (authority === '') return value.slice(0, colon).toLowerCase() === 'file'
  return isUriAuthority(authority)
}
