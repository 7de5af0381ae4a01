import type { FastifyInstance } from 'fastify'
import { chainIdSchema, parseChainId } from '../chains/requireChain'
import { readHistory } from '../history/readHistory'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { addressParam } from './balanceRoutes'
import { sdkQueryProperties } from './sdkQuery'

const fungible = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    symbol: { type: 'string' },
    icon: { type: 'object', properties: { url: { type: 'string' } } },
  },
} as const
const nft = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    content: {
      type: 'object',
      properties: { preview: { type: 'object', properties: { url: { type: 'string' } } } },
    },
    flags: { type: 'object', properties: { is_spam: { type: 'boolean' } } },
  },
} as const
const transactionSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' },
    metadata: {
      type: 'object',
      properties: {
        operationType: { type: 'string' },
        hash: { type: 'string' },
        minedAt: { type: 'string' },
        sentFrom: { type: 'string' },
        sentTo: { type: 'string' },
        status: { type: 'string' },
        chain: { type: 'string' },
      },
    },
    transfers: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          fungible_info: fungible,
          nft_info: nft,
          direction: { type: 'string' },
          quantity: { type: 'object', properties: { numeric: { type: 'string' } } },
          value: { type: 'number' },
          price: { type: 'number' },
        },
      },
    },
  },
} as const

/**
 * GET /v1/account/{account}/history (SPEC §7: cursor, onramp, chainId → data, next): transactions
 * the indexer stored for the account, newest first, 20 per page, paged by an opaque cursor.
 */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { account: string }; Querystring: { chainId?: string; cursor?: string } }>(
    '/v1/account/:account/history',
    {
      schema: {
        summary: 'Transaction history of an account',
        params: { type: 'object', properties: { account: addressParam }, required: ['account'] },
        querystring: {
          type: 'object',
          properties: {
            ...sdkQueryProperties,
            chainId: chainIdSchema,
            cursor: { type: 'string', maxLength: 256, pattern: '^[A-Za-z0-9_-]+$' },
            onramp: { type: 'string', maxLength: 32 },
            cache: { type: 'string', maxLength: 32 },
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              data: { type: 'array', items: transactionSchema },
              next: { type: ['string', 'null'] },
            },
            required: ['data', 'next'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) =>
      readHistory(ctx.db, ctx.config, request.params.account, {
        chainId: request.query.chainId ? parseChainId(request.query.chainId) : undefined,
        cursor: request.query.cursor,
        limit: 20,
      }),
  )
}
