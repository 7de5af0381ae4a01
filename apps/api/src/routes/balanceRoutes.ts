import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import { readBalances } from '../chains/readBalances'
import { chainIdSchema, requireChain } from '../chains/requireChain'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { sdkQueryProperties } from './sdkQuery'

export const addressParam = { type: 'string', pattern: '^0x[0-9a-fA-F]{40}$' } as const

const balanceSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    symbol: { type: 'string' },
    chainId: { type: 'string' },
    address: { type: 'string' },
    value: { type: 'number' },
    price: { type: 'number' },
    quantity: {
      type: 'object',
      properties: { decimals: { type: 'string' }, numeric: { type: 'string' } },
    },
    iconUrl: { type: 'string' },
  },
  required: ['name', 'symbol', 'chainId', 'value', 'price', 'quantity', 'iconUrl'],
} as const

/**
 * GET /v1/account/{address}/balance (SPEC §7: currency usd, chainId, forceUpdate → balances): native
 * and every ERC-20 of the token list, non-zero, priced from the configured price table. Without
 * chainId, every configured chain.
 */
export function registerBalanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { address: string }; Querystring: { chainId?: string } }>(
    '/v1/account/:address/balance',
    {
      schema: {
        summary: 'Token balances of an account',
        params: { type: 'object', properties: { address: addressParam }, required: ['address'] },
        querystring: {
          type: 'object',
          properties: {
            ...sdkQueryProperties,
            currency: { type: 'string', enum: ['usd'] },
            chainId: chainIdSchema,
            forceUpdate: { type: 'string', maxLength: 128 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: { balances: { type: 'array', items: balanceSchema } },
            required: ['balances'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const chains = request.query.chainId
        ? [requireChain(ctx, request.query.chainId)]
        : [...ctx.chains.values()]
      const lists = await Promise.all(
        chains.map((chain) =>
          readBalances(chain, request.params.address as Address, ctx.config.prices),
        ),
      )
      return { balances: lists.flat() }
    },
  )
}
