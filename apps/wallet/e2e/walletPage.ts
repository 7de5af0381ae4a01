import type { Page } from '@playwright/test'
import { RELAY_URL_ENV } from './globalSetup'

/** The relay the global setup started. */
export function relayUrl(): string {
  const url = process.env[RELAY_URL_ENV]
  if (!url) throw new Error(`${RELAY_URL_ENV} is not set: the global setup did not run`)
  return url
}

/**
 * Every host the page contacted (requests and WebSockets), collected from now on, plus an entry
 * for each request the page's Content-Security-Policy blocked (those never reach the network, so
 * only the console tells of them): an attempt counts as much as a request.
 */
export function watchHosts(page: Page): Set<string> {
  const hosts = new Set<string>()
  page.context().on('request', (request) => hosts.add(new URL(request.url()).hostname))
  page.on('websocket', (socket) => hosts.add(new URL(socket.url()).hostname))
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) hosts.add(`csp: ${message.text()}`)
  })
  return hosts
}

/** Opens the wallet page on the test relay, with a `wc:` URI to pair with when given. */
export async function openWallet(page: Page, uri?: string): Promise<void> {
  const params = new URLSearchParams({ relay: relayUrl() })
  if (uri) params.set('uri', uri)
  await page.goto(`/?${params}`)
}
