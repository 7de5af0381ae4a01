import type { FastifyInstance } from 'fastify'
import { errorResponses } from '../server/errorSchema'
import { queryWallets } from '../wallets/queryWallets'
import type { Wallet } from '../wallets/Wallet'
import { walletSchema } from '../wallets/walletSchema'
import { caip2ListSchema, csvListSchema, sdkQueryProperties, splitList } from './sdkQuery'

interface GetWalletsQuery {
  page: number
  entries: number
  include?: string
  exclude?: string
  search?: string
  badge_type?: 'certified' | 'none'
  chains?: string
}

/** GET /getWallets (SPEC §7 Wallet API): page, entries, include, exclude, search, badge_type, chains → data, count. */
export function registerWalletRoutes(app: FastifyInstance, wallets: readonly Wallet[]): void {
  app.get<{ Querystring: GetWalletsQuery }>(
    '/getWallets',
    {
      schema: {
        summary: 'List wallets of the registry',
        querystring: {
          type: 'object',
          properties: {
            ...sdkQueryProperties,
            page: { type: 'integer', minimum: 1, maximum: 10_000, default: 1 },
            entries: { type: 'integer', minimum: 1, maximum: 100, default: 40 },
            include: csvListSchema,
            exclude: csvListSchema,
            search: { type: 'string', maxLength: 100 },
            badge_type: { type: 'string', enum: ['certified', 'none'] },
            chains: caip2ListSchema,
          },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              count: { type: 'integer' },
              data: { type: 'array', items: walletSchema },
            },
            required: ['count', 'data'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const q = request.query
      return queryWallets(wallets, {
        page: q.page,
        entries: q.entries,
        include: splitList(q.include),
        exclude: splitList(q.exclude),
        search: q.search,
        badgeType: q.badge_type,
        chains: splitList(q.chains),
      })
    },
  )
}
