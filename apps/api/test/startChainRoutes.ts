import Fastify from 'fastify'
import { BitcoinNode } from '../src/bitcoin/BitcoinNode'
import { createChainClients } from '../src/chains/ChainClients'
import { type ApiConfig, resolveConfig } from '../src/config'
import { CosmosChain } from '../src/cosmos/CosmosChain'
import { PolkadotNode } from '../src/polkadot/PolkadotNode'
import { registerBalanceRoutes } from '../src/routes/balanceRoutes'
import { registerBitcoinRoutes } from '../src/routes/bitcoinRoutes'
import { registerExplorerRoutes } from '../src/routes/explorerRoutes'
import { registerHistoryRoutes } from '../src/routes/historyRoutes'
import { registerRpcProxyRoutes } from '../src/routes/rpcProxyRoutes'
import { registerSupportedChainsRoutes } from '../src/routes/supportedChainsRoutes'
import type { AppContext } from '../src/server/AppContext'
import { registerErrorHandling } from '../src/server/registerErrorHandling'
import { SolanaRpc } from '../src/solana/SolanaRpc'

/**
 * The chain routes (balance, history, RPC proxy, supported chains, bip122, explorer) alone on 127.0.0.1:0,
 * with the server's error handling and no database: their Solana and Bitcoin answers read the
 * chains only (the full server's route list, server.test.ts, shows they are registered there).
 */
export async function startChainRoutes(
  config: ApiConfig,
): Promise<{ url: string; close(): Promise<void> }> {
  const resolved = resolveConfig(config)
  const ctx = {
    config: resolved,
    chains: createChainClients(resolved.chains),
    bitcoin: resolved.bitcoin ? new BitcoinNode(resolved.bitcoin) : undefined,
    solana: new Map(resolved.solanaChains.map((chain) => [chain.chainId, new SolanaRpc(chain)])),
    cosmos: new Map(resolved.cosmosChains.map((chain) => [chain.chainId, new CosmosChain(chain)])),
    polkadot: new Map(
      resolved.polkadotChains.map((chain) => [chain.chainId, new PolkadotNode(chain)]),
    ),
  } as AppContext
  // The server's validator options (createApiServer), so schemas behave as they do there.
  const app = Fastify({
    ajv: {
      customOptions: {
        allErrors: false,
        coerceTypes: true,
        removeAdditional: true,
        allowUnionTypes: true,
      },
    },
  })
  registerErrorHandling(app)
  registerBalanceRoutes(app, ctx)
  registerHistoryRoutes(app, ctx)
  registerRpcProxyRoutes(app, ctx)
  registerSupportedChainsRoutes(app, ctx)
  registerBitcoinRoutes(app, ctx)
  registerExplorerRoutes(app, ctx)
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  return { url, close: () => app.close() }
}
