import type { ReactNode } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { buttonCss } from './buttonCss'

/** Props of {@link Link}. */
export type LinkProps = {
  href: string
  children: ReactNode
  /** Opens in a new tab with `rel="noopener noreferrer"` (default true). */
  external?: boolean
}

/** True for an `https:` URL, the only kind the kit links to. */
export function isSafeLinkUrl(href: string): boolean {
  try {
    return new URL(href).protocol === 'https:'
  } catch {
    return false
  }
}

/**
 * A text link. Only `https:` URLs become links; anything else (`javascript:`, `http:`, junk)
 * is shown as plain text (HOSTILE E: 'the URL is shown as plain text and not linked unless it is
 * https').
 */
export function Link({ href, children, external = true }: LinkProps) {
  if (!isSafeLinkUrl(href)) return <span className="ak-link-text">{children}</span>
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
