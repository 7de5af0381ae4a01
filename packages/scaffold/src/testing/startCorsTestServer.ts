import { startTestServer, type TestRoute, type TestServer } from '@appkit/core/testing'

const cors = {
  'access-control-allow-origin': '*',
  'access-control-allow-headers': '*',
  'access-control-allow-methods': 'GET, POST',
}

/**
 * Core's loopback test server, answering as a service the page may call from another origin:
 * CORS headers on every answer and preflights, as happy-dom's fetch enforces them like a browser.
 */
export function startCorsTestServer(routes: Record<string, TestRoute>): Promise<TestServer> {
  const table: Record<string, TestRoute> = {}
  for (const [key, route] of Object.entries(routes)) {
    table[key] = (request) => {
      const answer = route(request)
      return { ...answer, headers: { ...cors, ...answer.headers } }
    }
    table[`OPTIONS ${key.split(' ')[1]}`] = () => ({ status: 204, headers: cors })
  }
  return startTestServer(table)
}
