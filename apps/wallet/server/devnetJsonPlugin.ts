import { readFile } from 'node:fs/promises'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Plugin } from 'vite'

/** The path the page fetches the devnet's info (chains and their RPC URLs) from. */
export const DEVNET_JSON_PATH = '/devnet.json'

/**
 * Answers GET /devnet.json with the file named by APPKIT_DEVNET_FILE (written by the devnet's
 * starter, which may run after this server starts), read on each request; 503 while there is none.
 * Resolves to false for any other path.
 */
export async function serveDevnetJson(
  request: IncomingMessage,
  response: ServerResponse,
  env: NodeJS.ProcessEnv = process.env,
): Promise<boolean> {
  if (request.url?.split('?')[0] !== DEVNET_JSON_PATH) return false
  // The variable name is DEVNET_FILE_ENV of @appkit/test, written out to keep this config light.
  const file = env.APPKIT_DEVNET_FILE
  const body = file ? await readFile(file, 'utf8').catch(() => undefined) : undefined
  response.setHeader('cache-control', 'no-store')
  if (body === undefined) {
    response.statusCode = 503
    response.setHeader('content-type', 'text/plain')
    response.end('The devnet is not running (APPKIT_DEVNET_FILE has no file).')
  } else {
    response.setHeader('content-type', 'application/json')
    response.end(body)
  }
  return true
}

/** A Vite plugin serving /devnet.json in `vite` (dev) and `vite preview`. */
export function devnetJsonPlugin(): Plugin {
  const middleware = (request: IncomingMessage, response: ServerResponse, next: () => void) => {
    serveDevnetJson(request, response).then((served) => served || next(), next)
  }
  return {
    name: 'appkit-wallet-devnet-json',
    configureServer: (server) => void server.middlewares.use(middleware),
    configurePreviewServer: (server) => void server.middlewares.use(middleware),
  }
}
