import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { basename } from 'node:path'
import { build } from 'esbuild'

/** A bundled test page served on 127.0.0.1. */
export type BundledPageServer = { url: string; close: () => Promise<void> }

/** What {@link startBundledPageServer} bundles and serves. */
export type StartBundledPageServerParameters = {
  /** The page's TypeScript entry (an absolute path). */
  entry: string
  /** The HTML page's title. */
  title: string
  /** HTML placed before the entry's script, e.g. a mount point. */
  body?: string
}

/**
 * Bundles a browser test page with esbuild in memory (code splitting on, so `import()` chunks stay
 * separate as in a dapp's build) and serves it under a small HTML page on 127.0.0.1, port 0.
 *
 * @example
 * const page = await startBundledPageServer({ entry: fileURLToPath(new URL('./page.ts', import.meta.url)), title: 'Test' })
 * await browserPage.goto(page.url)
 */
export async function startBundledPageServer(
  parameters: StartBundledPageServerParameters,
): Promise<BundledPageServer> {
  const result = await build({
    entryPoints: [parameters.entry],
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
  const script = `/${basename(parameters.entry).replace(/\.tsx?$/, '.js')}`
  const html = `<!doctype html><html lang="en"><title>${parameters.title}</title>${parameters.body ?? ''}<script type="module" src="${script}"></script></html>`
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
