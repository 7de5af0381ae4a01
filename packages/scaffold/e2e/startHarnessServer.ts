import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

/** The harness page's server on 127.0.0.1. */
export type HarnessServer = { url: string; close: () => Promise<void> }

const entry = fileURLToPath(new URL('./page/harnessPage.ts', import.meta.url))

/**
 * Bundles the harness page (the real createAppKit, WagmiAdapter and dev wallet; the modal's
 * lazy chunks stay separate) with esbuild in memory and serves it on 127.0.0.1, port 0.
 */
export async function startHarnessServer(): Promise<HarnessServer> {
  const result = await build({
    entryPoints: [entry],
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'browser',
    jsx: 'automatic',
    write: false,
    outdir: '/page',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"', global: 'globalThis' },
  })
  const files = new Map(
    result.outputFiles.map((file) => [file.path.slice('/page'.length), file.contents]),
  )
  const html =
    '<!doctype html><html lang="en"><title>Scaffold harness</title><main id="harness"></main><script type="module" src="/harnessPage.js"></script></html>'
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://page').pathname
    const file = files.get(path)
    if (path === '/') response.writeHead(200, { 'content-type': 'text/html' }).end(html)
    else if (file) response.writeHead(200, { 'content-type': 'text/javascript' }).end(file)
    else response.writeHead(404).end()
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise((resolve) => server.close(() => resolve())),
  }
}
