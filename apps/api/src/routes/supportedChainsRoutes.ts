import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { sdkQueryProperties } from './sdkQuery'

/**
 * GET /v1/supported-chains (SPEC §7): the CAIP-2 ids served over http (the EVM chains, the Solana
 * clusters, the Polkadot networks, the Bitcoin node's network, the Cosmos chains) and over ws (EVM
 * chains with a WebSocket URL).
 */
export function registerSupportedChainsRoutes(app: FastifyInstance, ctx: AppContext): void {
  const list = { type: 'array', items: { type: 'string' } } as const
  app.get(
    '/v1/supported-chains',
    {
      schema: {
        summary: 'Chains this service answers for',
        querystring: { type: 'object', properties: sdkQueryProperties },
        response: {
          200: { type: 'object', properties: { http: list, ws: list }, required: ['http', 'ws'] },
          ...errorResponses,
        },
      },
    },
    async () => {
      const chains = [...ctx.chains.values()].map((c) => c.config)
      return {
        http: [
          ...chains.map((c) => `eip155:${c.chainId}`),
          ...ctx.solana.keys(),
          ...ctx.polkadot.keys(),
          ...(ctx.bitcoin ? [ctx.bitcoin.config.chainId] : []),
          ...ctx.cosmos.keys(),
        ],
        ws: chains.filter((c) => c.wsUrl).map((c) => `eip155:${c.chainId}`),
      }
    },
  )
}
