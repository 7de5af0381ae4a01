import type { FastifyInstance } from 'fastify'
import { ChainIndexer } from '../indexer/ChainIndexer'
import type { AppContext } from '../server/AppContext'
import { loadWallets } from '../wallets/loadWallets'
import { registerAdminRoutes } from './adminRoutes'
import { registerAnalyticsRoutes } from './analyticsRoutes'
import { registerBalanceRoutes } from './balanceRoutes'
import { registerBitcoinRoutes } from './bitcoinRoutes'
import { registerChainInfoRoutes } from './chainInfoRoutes'
import { registerConvertRoutes } from './convertRoutes'
import { registerExplorerRoutes } from './explorerRoutes'
import { registerHealthRoutes } from './healthRoutes'
import { registerHistoryRoutes } from './historyRoutes'
import { registerImageRoutes } from './imageRoutes'
import { registerNameRoutes } from './nameRoutes'
import { registerOnrampRoutes } from './onrampRoutes'
import { registerProjectRoutes } from './projectRoutes'
import { registerRpcProxyRoutes } from './rpcProxyRoutes'
import { registerSessionRoutes } from './sessionRoutes'
import { registerSupportedChainsRoutes } from './supportedChainsRoutes'
import { registerWalletRoutes } from './walletRoutes'

/** Registers every route and starts one indexer per chain; their stop functions go onto `stoppers`. */
export async function registerRoutes(
  app: FastifyInstance,
  ctx: AppContext,
  stoppers: (() => Promise<void>)[],
): Promise<void> {
  const wallets = loadWallets()
  registerHealthRoutes(app, ctx)
  registerWalletRoutes(app, wallets)
  registerImageRoutes(app, wallets)
  registerProjectRoutes(app)
  registerAnalyticsRoutes(app, ctx)
  registerAdminRoutes(app, ctx)
  registerNameRoutes(app, ctx)
  registerSessionRoutes(app, ctx)
  registerSupportedChainsRoutes(app, ctx)
  registerRpcProxyRoutes(app, ctx)
  registerBalanceRoutes(app, ctx)
  registerBitcoinRoutes(app, ctx)
  registerHistoryRoutes(app, ctx)
  registerChainInfoRoutes(app, ctx)
  registerOnrampRoutes(app, ctx)
  registerConvertRoutes(app, ctx)
  registerExplorerRoutes(app, ctx)
  const indexerConfig = ctx.config.indexer
  if (indexerConfig) {
    app.addHook('onReady', async () => {
      for (const chain of ctx.chains.values()) {
        const indexer = new ChainIndexer(ctx.db, chain, {
          pollMs: indexerConfig.pollMs,
          onError: (error) =>
            app.log.warn({ err: error, chainId: chain.config.chainId }, 'indexer round failed'),
        })
        indexer.start()
        stoppers.push(() => indexer.stop())
      }
    })
  }
}
