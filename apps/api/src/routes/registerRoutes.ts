import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../server/AppContext'
import { loadWallets } from '../wallets/loadWallets'
import { registerAnalyticsRoutes } from './analyticsRoutes'
import { registerHealthRoutes } from './healthRoutes'
import { registerImageRoutes } from './imageRoutes'
import { registerNameRoutes } from './nameRoutes'
import { registerProjectRoutes } from './projectRoutes'
import { registerSessionRoutes } from './sessionRoutes'
import { registerWalletRoutes } from './walletRoutes'

/** Registers every route; background workers push their stop function onto `stoppers`. */
export async function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  _stoppers: (() => Promise<void>)[],
): Promise<void> {
  const wallets = loadWallets()
  registerHealthRoutes(app, ctx)
  registerWalletRoutes(app, wallets)
  registerImageRoutes(app, wallets)
  registerProjectRoutes(app)
  registerAnalyticsRoutes(app, ctx)
  registerNameRoutes(app, ctx)
  registerSessionRoutes(app, ctx)
}
