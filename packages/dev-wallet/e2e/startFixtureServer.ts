import { readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'

const page = readFileSync(new URL('./fixture/index.html', import.meta.url))

/** Serves the test page at / on 127.0.0.1 (a free port); everything else is 404. */
export async function startFixtureServer(): Promise<{ url: string; server: Server }> {
  const server = createServer((request, response) => {
    if (
      request.method === 'GET' &&
      new URL(request.url ?? '/', 'http://127.0.0.1').pathname === '/'
    ) {
      response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' })
      response.end(page)
      return
    }
    response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, server }
}
