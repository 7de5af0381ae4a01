import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'

/** A request the test server received. */
export type RecordedRequest = {
  method: string
  path: string
  query: Record<string, string>
  body: unknown
}

/** A route handler: returns status and body (a string is sent as-is, else as JSON). */
export type TestRoute = (request: RecordedRequest) => {
  status?: number
  body?: unknown
  headers?: Record<string, string>
  /** Never answer (a server that hangs). */
  hang?: boolean
}

/** A running test server on 127.0.0.1. */
export type TestServer = {
  url: string
  requests: RecordedRequest[]
  routes: Map<string, TestRoute>
  close: () => Promise<void>
}

async function readBody(req: IncomingMessage): Promise<unknown> {
  const chunks: Buffer[] = []
  for await (const chunk of req) chunks.push(chunk as Buffer)
  const text = Buffer.concat(chunks).toString('utf8')
  if (!text) return undefined
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

/**
 * Starts a real HTTP server on 127.0.0.1 (port 0) answering `routes` keyed `METHOD /path`;
 * unknown routes get 404. Used by core's API client tests instead of a fetch mock.
 */
export async function startTestServer(routes: Record<string, TestRoute> = {}): Promise<TestServer> {
  const requests: RecordedRequest[] = []
  const table = new Map(Object.entries(routes))
  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1')
    const recorded: RecordedRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: Object.fromEntries(url.searchParams),
      body: await readBody(req),
    }
    requests.push(recorded)
    const route = table.get(`${recorded.method} ${recorded.path}`)
    const answer = route ? route(recorded) : { status: 404, body: { error: 'not found' } }
    if (answer.hang) return
    const body = answer.body
    res.writeHead(answer.status ?? 200, {
      'content-type': typeof body === 'string' ? 'text/plain' : 'application/json',
      ...answer.headers,
    })
    res.end(
      body === undefined
        ? ''
        : typeof body === 'string' || body instanceof Uint8Array
          ? body
          : JSON.stringify(body),
    )
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    routes: table,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  }
}
