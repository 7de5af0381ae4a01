// RFC 3986 character classes, as sets of single characters (no backtracking anywhere).
const unreserved = /^[A-Za-z0-9\-._~]$/
const subDelims = /^[!$&'()*+,;=]$/
const hexDigit = /^[0-9A-Fa-f]$/

/**
 * True when every character of `value` is unreserved, a sub-delim, one of `extra`, or part of a
 * `%XX` percent-encoding (RFC 3986 pchar-like productions).
 */
export function isPercentEncodedText(value: string, extra: string): boolean {
  for (let i = 0; i < value.length; i++) {
    const char = value[i] as string
    if (char === '%') {
      if (!hexDigit.test(value[i + 1] ?? '') || !hexDigit.test(value[i + 2] ?? '')) return false
      i += 2
    } else if (!unreserved.test(char) && !subDelims.test(char) && !extra.includes(char)) {
      return false
    }
  }
  return true
}

const label = /^[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?$/
const ipv4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/
const ipLiteral = /^\[[0-9A-Fa-f:.]{2,45}\]$/

function isHost(host: string): boolean {
  if (host.length === 0 || host.length > 253) return false
  if (host.startsWith('[')) return ipLiteral.test(host) && host.includes(':')
  if (ipv4.test(host)) return true
  // A registered name as DNS labels: '-example.com', '#x' and empty labels are refused.
  return host.split('.').every((part) => part.length <= 63 && label.test(part))
}

/**
 * True for an RFC 3986 authority `[userinfo@]host[:port]` whose host is a DNS name, an IPv4
 * address or a bracketed IPv6 literal (EIP-4361 `domain`).
 *
 * @example
 * isUriAuthority('test@127.0.0.1:8080') // true
 * isUriAuthority('-example.com') // false
 */
export function isUriAuthority(value: string): boolean {
  const at = value.lastIndexOf('@')
  const userinfo = at === -1 ? undefined : value.slice(0, at)
  if (userinfo !== undefined && !isPercentEncodedText(userinfo, ':')) return false
  const hostPort = value.slice(at + 1)
  const bracketEnd = hostPort.startsWith('[') ? hostPort.indexOf(']') : -1
  const colon = hostPort.indexOf(':', bracketEnd + 1)
  const host = colon === -1 ? hostPort : hostPort.slice(0, colon)
  if (colon !== -1 && !/^[0-9]{1,5}$/.test(hostPort.slice(colon + 1))) return false
  return isHost(host)
}
