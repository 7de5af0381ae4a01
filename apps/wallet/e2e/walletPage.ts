import type { Page } from '@playwright/test'
import { DAPP_RELAY_URL_ENV, RELAY_URL_ENV } from './globalSetup'

function fromEnv(name: string): string {
  const url = process.env[name]
  if (!url) throw new Error(`${name} is not set: the global setup did not run`)
  return url
}

/** The relay the wallet page uses. */
export function relayUrl(): string {
  return fromEnv(RELAY_URL_ENV)
}

/** The relay the Node dapps use: another relay process on the same Redis. */
export function dappRelayUrl(): string {
  return fromEnv(DAPP_RELAY_URL_ENV)
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
