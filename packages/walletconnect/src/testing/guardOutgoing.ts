import net from 'node:net'

/** What {@link guardOutgoing} saw. */
export type OutgoingGuard = {
  /** `host:port` of every socket connect (TCP and TLS: http, fetch, ws all go through it). */
  connections: string[]
  /** Every fetch URL. */
  fetches: string[]
  /** The connections and fetches refused because they went elsewhere than 127.0.0.1. */
  refused: string[]
  restore: () => void
}

const allowedHost = '127.0.0.1'

function targetOf(args: unknown[]): { host: string; label: string } {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0]
  if (typeof first === 'object' && first !== null) {
    const { host, port, path } = first as { host?: string; port?: number; path?: string }
    if (path) return { host: `path:${path}`, label: `path:${path}` }
    return { host: host ?? 'localhost', label: `${host ?? 'localhost'}:${port}` }
  }
  const host = typeof args[1] === 'string' ? args[1] : 'localhost'
  return { host, label: `${host}:${String(first)}` }
}

/**
 * Test guard: hooks `net.Socket.prototype.connect` and the global `fetch` so that every
 * outgoing connection or fetch is recorded, and one to any host but 127.0.0.1 fails at once
 * (the socket is destroyed with an error, the fetch rejects) and is listed in `refused`.
 */
export function guardOutgoing(): OutgoingGuard {
  const guard: OutgoingGuard = { connections: [], fetches: [], refused: [], restore: () => {} }
  const originalConnect = net.Socket.prototype.connect
  const originalFetch = globalThis.fetch
  net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
    const { host, label } = targetOf(args)
    guard.connections.push(label)
    if (host !== allowedHost) {
      guard.refused.push(label)
      queueMicrotask(() => this.destroy(new Error(`Refused a connection to ${label}`)))
      return this
    }
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof originalConnect
  globalThis.fetch = async (input, init) => {
    const url = input instanceof Request ? input.url : String(input)
    guard.fetches.push(url)
    if (new URL(url).hostname !== allowedHost) {
      guard.refused.push(url)
      throw new TypeError(`Refused a fetch to ${url}`)
    }
    return originalFetch(input, init)
  }
  guard.restore = () => {
    net.Socket.prototype.connect = originalConnect
    globalThis.fetch = originalFetch
  }
  return guard
}
