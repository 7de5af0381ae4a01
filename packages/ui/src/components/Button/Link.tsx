import type { ReactNode } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { buttonCss } from './buttonCss'

/** What {@link isSafeLinkUrl} accepts beyond `https:`. */
export type SafeLinkOptions = {
  /**
   * Also `http:` on this machine's loopback (127.0.0.0/8, [::1], localhost), which browsers treat
   * as a secure context: only for URLs the dapp itself configured (a local explorer on a
   * devnet), never for URLs from a wallet or a peer.
   */
  loopbackHttp?: boolean
}

const loopbackHost = /^(127(\.\d{1,3}){3}|\[::1\]|localhost)$/

/** True for an `https:` URL, the only kind the kit links to (and loopback `http:` when asked). */
export function isSafeLinkUrl(href: string, options: SafeLinkOptions = {}): boolean {
  try {
    const url = new URL(href)
    if (url.protocol === 'https:') return true
    return (
      options.loopbackHttp === true && url.protocol === 'http:' && loopbackHost.test(url.hostname)
    )
  } catch {
    return false
  }
}

/** Props of {@link Link}. */
export type LinkProps = {
  href: string
  children: ReactNode
  /** Opens in a new tab with `rel="noopener noreferrer"` (default true). */
  external?: boolean
  /** Links a loopback `http:` URL too (see {@link SafeLinkOptions}); off by default. */
  loopbackHttp?: boolean
}

/**
 * A text link. Only `https:` URLs become links; anything else (`javascript:`, `http:`, junk)
 * is shown as plain text (HOSTILE E: 'the URL is shown as plain text and not linked unless it is
 * https'), unless `loopbackHttp` lets a dapp-configured URL on 127.0.0.1 through.
 */
export function Link({ href, children, external = true, loopbackHttp = false }: LinkProps) {
  if (!isSafeLinkUrl(href, { loopbackHttp }))
    return <span className="ak-link-text">{children}</span>
  return (
    <a
      className="ak-link"
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
    >
      <ComponentStyle id="button" css={buttonCss} />
      {children}
    </a>
  )
}
