import net from 'node:net'

/** Every outgoing connection and fetch made in this process since `recordOutgoing()`. */
export type OutgoingRecord = {
  /** `host:port` (or `path:...`) of each socket connect, TLS included. */
  readonly connections: string[]
  /** URL of each `fetch`. */
  readonly fetches: string[]
  restore(): void
}

function describeTarget(args: unknown[]): string {
  const first = Array.isArray(args[0]) ? args[0][0] : args[0]
  if (typeof first === 'object' && first !== null) {
    const { host, port, path } = first as { host?: string; port?: number; path?: string }
    return path ? `path:${path}` : `${host ?? 'localhost'}:${port}`
  }
  if (typeof first === 'number')
    return `${typeof args[1] === 'string' ? args[1] : 'localhost'}:${first}`
  return `path:${String(first)}`
}

/**
 * Hooks `net.Socket.prototype.connect` (which every TCP and TLS client of Node goes through:
 * http, undici's fetch, ws) and the global `fetch`, and records where they go.
 */
export function recordOutgoing(): OutgoingRecord {
  const connections: string[] = []
  const fetches: string[] = []
  const originalConnect = net.Socket.prototype.connect
  const originalFetch = globalThis.fetch
  net.Socket.prototype.connect = function connect(this: net.Socket, ...args: unknown[]) {
    connections.push(describeTarget(args))
    return (originalConnect as (...a: unknown[]) => net.Socket).apply(this, args)
  } as typeof originalConnect
  globalThis.fetch = (input, init) => {
    fetches.push(input instanceof Request ? input.url : String(input))
    return originalFetch(input, init)
  }
  return {
    connections,
    fetches,
    restore: () => {
      net.Socket.prototype.connect = originalConnect
      globalThis.fetch = originalFetch
    },
  }
}
