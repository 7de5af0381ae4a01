import Fastify from 'fastify'
import { BitcoinNode } from '../bitcoin/BitcoinNode'
import type { BitcoinNodeConfig } from '../config'
import { registerBitcoinRoutes } from '../routes/bitcoinRoutes'
import type { AppContext } from './AppContext'
import { registerErrorHandling } from './registerErrorHandling'

/** A listening server of the bip122 routes alone, and its base URL. */
export type RunningBitcoinApiServer = { url: string; close(): Promise<void> }

/**
 * Serves only the bip122 routes (UTXOs, balance, fee rate, broadcast) of a Bitcoin node on
 * 127.0.0.1 and a free port, to any origin (CORS), with the API's error handling and no database: what an adapter's
 * tests need in milliseconds where the whole API (`startApiServer`) takes seconds to migrate its
 * database. The routes are the same code the full server registers.
 */
export async function startBitcoinApiServer(
  bitcoin: BitcoinNodeConfig,
): Promise<RunningBitcoinApiServer> {
  const app = Fastify()
  registerErrorHandling(app)
  // Any origin may call it (a page under test, a dev server on another port): it binds loopback.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('access-control-allow-origin', '*')
    if (request.method !== 'OPTIONS') return
    reply
      .header('access-control-allow-headers', 'content-type')
      .header('access-control-allow-methods', 'GET, POST')
    return reply.status(204).send()
  })
  const ctx = { bitcoin: new BitcoinNode(bitcoin) } as AppContext
  registerBitcoinRoutes(app, ctx)
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  return { url, close: () => app.close() }
}
