import { InvalidApiUrlError } from './InvalidApiUrlError'

/**
 * The Blockchain API's base URL as a directory (`https://host/api` → `https://host/api/`, no
 * query or fragment), so that routes resolve under it; InvalidApiUrlError unless absolute http(s).
 */
export function parseApiBaseUrl(url: string): URL {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    throw new InvalidApiUrlError(url)
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new InvalidApiUrlError(url)
  // A base path (https://host/api) keeps its last segment when a route is resolved against it.
  if (!parsed.pathname.endsWith('/')) parsed.pathname = `${parsed.pathname}/`
  parsed.search = ''
  parsed.hash = ''
  return parsed
}
