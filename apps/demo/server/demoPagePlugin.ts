import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import { join, resolve } from 'node:path'
import type { Plugin } from 'vite'
import { DEV_WALLET_SCRIPT_PATH, injectDemoPageConfig, readDemoPageConfig } from './demoPageConfig'
import { serveSolanaDevWalletScript } from './solanaDevWalletScript'

type Middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => void

/** Whether the server injects the dev wallet (on unless APPKIT_DEMO_DEV_WALLET=off). */
export function devWalletInjected(env: NodeJS.ProcessEnv = process.env): boolean {
  return env.APPKIT_DEMO_DEV_WALLET !== 'off'
}

async function devWalletScript(): Promise<string> {
  const { buildPageScript, PAGE_SCRIPT_PATH } = await import('@appkit/dev-wallet/build')
  if (!existsSync(PAGE_SCRIPT_PATH)) await buildPageScript()
  return readFile(PAGE_SCRIPT_PATH, 'utf8')
}

/** Serves the dev wallet's page script (built on first use) at DEV_WALLET_SCRIPT_PATH. */
const serveDevWalletScript: Middleware = (request, response, next) => {
  if (request.url?.split('?')[0] !== DEV_WALLET_SCRIPT_PATH || !devWalletInjected()) return next()
  devWalletScript().then((body) => {
    response.setHeader('content-type', 'text/javascript')
    response.setHeader('cache-control', 'no-store')
    response.end(body)
  }, next)
}

/** Answers GET / in `vite preview` with the built index.html plus the page configuration. */
function serveBuiltIndex(outDir: string): Middleware {
  return (request, response, next) => {
    const path = request.url?.split('?')[0]
    if (request.method !== 'GET' || (path !== '/' && path !== '/index.html')) return next()
    Promise.all([readFile(join(outDir, 'index.html'), 'utf8'), readDemoPageConfig()]).then(
      ([html, config]) => {
        response.setHeader('content-type', 'text/html')
        response.setHeader('cache-control', 'no-store')
        response.end(injectDemoPageConfig(html, config, { devWallet: devWalletInjected() }))
      },
      next,
    )
  }
}

/**
 * Gives the page its configuration inline (the devnet's chains, the API URL) in `vite` (dev)
 * and `vite preview`, so the page makes no request for it, and injects the dev wallet unless
 * APPKIT_DEMO_DEV_WALLET=off. The production build itself carries neither.
 */
export function demoPagePlugin(): Plugin {
  let outDir = 'dist'
  return {
    name: 'appkit-demo-page',
    configResolved: (config) => {
      outDir = resolve(config.root, config.build.outDir)
    },
    transformIndexHtml: async (html, context) => {
      if (!context.server) return html // the build: no devnet values baked in
      const config = await readDemoPageConfig()
      return injectDemoPageConfig(html, config, { devWallet: devWalletInjected() })
    },
    configureServer: (server) => {
      server.middlewares.use(serveDevWalletScript)
      server.middlewares.use(serveSolanaDevWalletScript(() => devWalletInjected()))
    },
    configurePreviewServer: (server) => {
      server.middlewares.use(serveDevWalletScript)
      server.middlewares.use(serveSolanaDevWalletScript(() => devWalletInjected()))
      server.middlewares.use(serveBuiltIndex(outDir))
    },
  }
}
