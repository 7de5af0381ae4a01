import * as controllers from '@appkit/core/controllers'

/** Opens a link in the browser; injected so tests and hosts can supply their own. */
export type OpenLink = (link: string, target: '_self' | '_blank') => void

/** The default opener: `window.open` without opener or referrer. */
export const openInBrowser: OpenLink = (link, target) => {
  window.open(link, target, 'noopener,noreferrer')
}

/**
 * Opens `link` only when it is https or a vetted custom scheme: https links in a new tab, a
 * wallet's own scheme in place (the system hands it to the app). Returns whether it opened.
 */
export function openWalletLink(link: string | undefined, open: OpenLink = openInBrowser): boolean {
  if (!link || !controllers.walletLinks.isOpenableWalletLink(link)) return false
  open(link, link.startsWith('https:') ? '_blank' : '_self')
  return true
}
