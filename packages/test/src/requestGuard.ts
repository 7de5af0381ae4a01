import type { BrowserContext, Request } from '@playwright/test'

/** One request the browser made, and whether it came before the visitor's first input. */
export type GuardedRequest = {
  url: string
  method: string
  resourceType: string
  beforeFirstInput: boolean
}

/** Bookkeeping of every request (and WebSocket) a browser context makes. */
export type RequestGuard = {
  /** Every request so far. */
  readonly requests: readonly GuardedRequest[]
  /** Marks the visitor's first click or key press: later requests count as after it. */
  markFirstInput(): void
  /** The requests (and WebSocket URLs) whose host is not 127.0.0.1. */
  offLoopback(): string[]
  /** The requests made before the first input that are not the page's own document, JS or CSS. */
  beforeFirstInputBeyondPageAssets(origin: string): GuardedRequest[]
}

const PAGE_ASSET_TYPES = new Set(['document', 'script', 'stylesheet'])

/**
 * Starts recording every request of `context` (page.on('request') for all its pages, plus
 * WebSockets), and aborts any request to a host other than 127.0.0.1 so that none leaves the
 * machine even when a test fails to notice it.
 */
export async function startRequestGuard(context: BrowserContext): Promise<RequestGuard> {
  const requests: GuardedRequest[] = []
  const sockets: string[] = []
  let beforeFirstInput = true
  context.on('request', (request: Request) => {
    requests.push({
      url: request.url(),
      method: request.method(),
      resourceType: request.resourceType(),
      beforeFirstInput,
    })
  })
  context.on('page', (page) => page.on('websocket', (socket) => sockets.push(socket.url())))
  await context.route(
    (url) => url.hostname !== '127.0.0.1' && url.protocol !== 'data:',
    (route) => route.abort('blockedbyclient'),
  )
  return {
    requests,
    markFirstInput: () => {
      beforeFirstInput = false
    },
    offLoopback: () =>
      [...requests.map((request) => request.url), ...sockets].filter((url) => {
        const { protocol, hostname } = new URL(url)
        return protocol !== 'data:' && protocol !== 'blob:' && hostname !== '127.0.0.1'
      }),
    beforeFirstInputBeyondPageAssets: (origin) =>
      requests.filter(
        (request) =>
          request.beforeFirstInput &&
          !(new URL(request.url).origin === origin && PAGE_ASSET_TYPES.has(request.resourceType)),
      ),
  }
}
