/**
 * The schemes a wallet link may never use, even if a registry entry says so: script and data
 * carriers, browser-internal pages, and plain transports that are not a wallet (SPEC: only https
 * and vetted custom schemes are opened).
 */
export const BLOCKED_LINK_SCHEMES: readonly string[] = [
  'javascript',
  'data',
  'vbscript',
  'file',
  'blob',
  'about',
  'filesystem',
  'view-source',
  'chrome',
  'chrome-extension',
  'moz-extension',
  'http',
  'ftp',
  'ws',
  'wss',
]

const schemePattern = /^([a-z][a-z0-9+.-]*):/i

/**
 * True for a link the modal may open: an `https:` URL, or a wallet's custom scheme
 * (`metamask://…`) that is well formed and not in {@link BLOCKED_LINK_SCHEMES}.
 */
export function isOpenableWalletLink(link: string): boolean {
  const scheme = schemePattern.exec(link.trim())?.[1]?.toLowerCase()
  if (!scheme) return false
  if (scheme === 'https') {
    try {
      return new URL(link).protocol === 'https:'
    } catch {
      return false
    }
  }
  return !BLOCKED_LINK_SCHEMES.includes(scheme)
}

/**
 * The link that hands a `wc:` URI to a wallet: its `mobile_link`, `desktop_link` or
 * `webapp_link` followed by `wc?uri=` and the URI encoded with `encodeURIComponent`, so `?`,
 * `&` and `#` in it cannot change the target (HOSTILE E). A query or fragment in the wallet's
 * base link is dropped; a bare scheme (`rainbow:`) becomes `rainbow://`. Undefined when the
 * resulting link is not one the modal may open ({@link isOpenableWalletLink}).
 *
 * @example
 * getWalletConnectLink('metamask://', 'wc:abc@2?symKey=1') // 'metamask://wc?uri=wc%3Aabc%402%3FsymKey%3D1'
 */
export function getWalletConnectLink(base: string, wcUri: string): string | undefined {
  let root = base.trim().split(/[?#]/)[0] ?? ''
  if (!root.includes('://')) root = `${root.replaceAll('/', '').replaceAll(':', '')}://`
  if (!root.endsWith('/')) root = `${root}/`
  const link = `${root}wc?uri=${encodeURIComponent(wcUri)}`
  return isOpenableWalletLink(link) ? link : undefined
}
