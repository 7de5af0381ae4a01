/** Opens the provider's page; resolves whether a window opened. Injected so tests supply their own. */
export type OpenOnrampPopup = (url: string) => boolean

/**
 * The default opener: `window.open` in a small popup window, without opener or referrer, and
 * only for an http(s) URL (a provider URL comes from a service: never a `javascript:` one).
 */
export const openOnrampPopup: OpenOnrampPopup = (url) => {
  if (!isProviderUrl(url)) return false
  window.open(url, 'appkit-onramp', 'popup,width=440,height=680,noopener,noreferrer')
  // With noopener the browser returns no handle, so whether it opened cannot be read here.
  return true
}

/** True when `url` parses as an http or https URL. */
export function isProviderUrl(url: string): boolean {
  try {
    const { protocol } = new URL(url)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}
