import { type RunningApiServer, startApiServer } from '@appkit/api'
import { DEV_ACCOUNTS, type DevnetInfo } from '@appkit/test'
import { solanaApiChains } from './solanaApiChains'

/** The environment variable holding apps/api's admin token during the demo's browser tests. */
export const API_ADMIN_TOKEN_ENV = 'APPKIT_DEMO_E2E_API_ADMIN_TOKEN'

/**
 * Starts apps/api on 127.0.0.1 (a free port, PGlite in memory, no indexer) for the devnet's
 * chains with USDC in their token lists and their swap pools, the default project with
 * multi-wallet on: the services the demo uses when `pnpm start` runs them, with the dev on-ramp
 * provider's funding account, and the devnet's Solana cluster with its USDC mint.
 */
export function startDevnetApi(devnet: DevnetInfo, adminToken?: string): Promise<RunningApiServer> {
  const funding = DEV_ACCOUNTS[8]
  if (!funding) throw new Error('no dev account 8')
  return startApiServer({
    host: '127.0.0.1',
    port: 0,
    database: {},
    logger: false,
    indexer: false,
    ...(adminToken ? { adminToken } : {}),
    // PUBLIC TEST KEY: the dev on-ramp provider pays from anvil's account 8 (no other test uses it).
    onrampFundingKey: funding.privateKey,
    // Multi-wallet on, so that ProfileWallets lists the connected wallets (a remote feature).
    projects: [
      { id: 'default', allowedOrigins: ['http://127.0.0.1:*'], features: { multiWallet: true } },
    ],
    chains: devnet.chains.map((chain) => {
      const contracts = devnet.contracts[chain.chainId]
      const usdc = contracts?.usdc
      return {
        chainId: chain.chainId,
        name: chain.name,
        rpcUrl: chain.rpcUrl,
        nativeCurrency: { name: chain.nativeSymbol, symbol: chain.nativeSymbol, decimals: 18 },
        tokens: usdc ? [{ address: usdc, symbol: 'USDC', name: 'USD Coin', decimals: 6 }] : [],
        // The devnet's native coin / USDC pool answers the convert (swap) routes.
        ...(contracts ? { swap: { pool: contracts.swapPool, token: contracts.usdc } } : {}),
      }
    }),
    solanaChains: solanaApiChains(devnet),
  })
}
