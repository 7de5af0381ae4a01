import type { ApiClientConfig } from './apiClient'

/**
 * An image URL from an API response made absolute: a path (`/public/getTokenImage/ETH`) is
 * read against the service's base URL, so the page loads it from the service, not from its own
 * origin; an absolute http(s) URL is kept; anything else (another scheme, an unparsable value)
 * becomes '' so no image is asked for and the monogram shows.
 *
 * @example
 * resolveImageUrl({ baseUrl: 'https://api.example/' }, '/public/getTokenImage/ETH')
 * // 'https://api.example/public/getTokenImage/ETH'
 */
export function resolveImageUrl(config: Pick<ApiClientConfig, 'baseUrl'>, url: string): string {
  if (url === '') return ''
  const base = config.baseUrl.endsWith('/') ? config.baseUrl : `${config.baseUrl}/`
  try {
    const absolute = /^[a-z][a-z0-9+.-]*:/i.test(url)
      ? new URL(url)
      : new URL(url.startsWith('/') && !url.startsWith('//') ? url.slice(1) : url, base)
    return absolute.protocol === 'https:' || absolute.protocol === 'http:' ? absolute.href : ''
  } catch {
    return ''
  }
}
