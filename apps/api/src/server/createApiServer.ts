import rateLimit from '@fastify/rate-limit'
import swagger from '@fastify/swagger'
import Fastify, { type FastifyInstance } from 'fastify'
import { BitcoinNode } from '../bitcoin/BitcoinNode'
import { createChainClients } from '../chains/ChainClients'
import { type ApiConfig, resolveConfig } from '../config'
import { CosmosChain } from '../cosmos/CosmosChain'
import type { Database } from '../db/Database'
import { openDatabase } from '../db/openDatabase'
import { PolkadotNode } from '../polkadot/PolkadotNode'
import { ProjectStore } from '../projects/ProjectStore'
import { registerRoutes } from '../routes/registerRoutes'
import { SolanaRpc } from '../solana/SolanaRpc'
import type { AppContext } from './AppContext'
import { registerInputGuards } from './inputGuards'
import { registerProjectAndCors } from './projectAndCors'
import { registerErrorHandling } from './registerErrorHandling'
import { createValidatorCompiler } from './validatorCompiler'

/** A built server, not yet listening, with what it owns. */
export interface ApiServer {
  app: FastifyInstance
  ctx: AppContext
  /** Stops background work, closes the server (waiting for requests in flight) and the database. */
  close(): Promise<void>
}

/**
 * Builds the API: opens and migrates the database, seeds the projects, registers every route of
 * SPEC §7 with its schemas. Call `app.listen` (or use `startApiServer`) to serve.
 */
export async function createApiServer(input: ApiConfig = {}): Promise<ApiServer> {
  const config = resolveConfig(input)
  const db: Database = await openDatabase(config.database)
  const projects = new ProjectStore(db)
  await projects.seed([
    { id: config.defaultProjectId, name: 'Default project', allowedOrigins: config.allowedOrigins },
    ...config.projects,
  ])
  const ctx: AppContext = {
    config,
    db,
    projects,
    chains: createChainClients(config.chains),
    bitcoin: config.bitcoin ? new BitcoinNode(config.bitcoin) : undefined,
    solana: new Map(config.solanaChains.map((chain) => [chain.chainId, new SolanaRpc(chain)])),
    cosmos: new Map(config.cosmosChains.map((chain) => [chain.chainId, new CosmosChain(chain)])),
    polkadot: new Map(
      config.polkadotChains.map((chain) => [chain.chainId, new PolkadotNode(chain)]),
    ),
  }
  const app = Fastify({
    logger:
      config.logger === false
        ? false
        : {
            level: config.logger?.level ?? 'info',
            ...(config.logger?.stream ? { stream: config.logger.stream } : {}),
          },
    bodyLimit: 64 * 1024,
    forceCloseConnections: 'idle',
    return503OnClosing: true,
  })
  app.setValidatorCompiler(createValidatorCompiler())
  const stoppers: (() => Promise<void>)[] = []
  let closing = false
  // Requests still in flight when shutdown starts close their connection, so close() can finish.
  app.addHook('onSend', async (_request, reply) => {
    if (closing) reply.header('connection', 'close')
  })
  try {
    registerErrorHandling(app)
    registerInputGuards(app)
    await app.register(swagger, {
      openapi: {
        openapi: '3.1.0',
        info: {
          title: 'AppKit API',
          version: '1.0.0',
          description: 'Every call of SPEC §7, self-hosted.',
        },
      },
    })
    if (config.rateLimit) {
      await app.register(rateLimit, {
        global: true,
        // After the project and CORS hook, so a 429 carries CORS headers and the page can read Retry-After.
        hook: 'preParsing',
        max: config.rateLimit.max,
        timeWindow: config.rateLimit.windowMs,
        allowList: (request) => request.url === '/healthz',
      })
    }
    registerProjectAndCors(app, ctx)
    await registerRoutes(app, ctx, stoppers)
    app.get('/openapi.json', { schema: { hide: true } }, async () => app.swagger())
    await app.ready()
  } catch (error) {
    await app.close()
    await db.close()
    throw error
  }
  let closed: Promise<void> | undefined
  return {
    app,
    ctx,
    close() {
      closed ??= (async () => {
        closing = true
        for (const stop of stoppers) await stop()
        await app.close()
        await db.close()
      })()
      return closed
    },
  }
}
