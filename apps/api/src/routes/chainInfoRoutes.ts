import type { FastifyInstance } from 'fastify'
import { chainIdSchema } from '../chains/requireChain'
import { requireSwapChain } from '../chains/swapPool'
import { UpstreamError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { addressParam } from './balanceRoutes'
import { sdkQueryProperties } from './sdkQuery'

const nativePlaceholder = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/**
 * GET /v1/identity/{address} (name from the name service, avatar attribute), GET
 * /v1/convert/gas-price (standard, fast, instant in wei, on chains with a swap pool) and POST /v1/fungible/price (prices of
 * CAIP-10 token addresses from the price table).
 */
export function registerChainInfoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { address: string } }>(
    '/v1/identity/:address',
    {
      schema: {
        summary: 'Name and avatar of an address',
        params: { type: 'object', properties: { address: addressParam }, required: ['address'] },
        querystring: {
          type: 'object',
          properties: { ...sdkQueryProperties, sender: { type: 'string', maxLength: 64 } },
        },
        response: {
          200: {
            type: 'object',
            properties: {
              name: { type: ['string', 'null'] },
              avatar: { type: ['string', 'null'] },
            },
            required: ['name', 'avatar'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const rows = await ctx.db.query<{ name: string; attributes: Record<string, string> }>(
        'SELECT name, attributes FROM names WHERE address = $1 ORDER BY created_at, name LIMIT 1',
        [request.params.address.toLowerCase()],
      )
      const row = rows[0]
      return { name: row?.name ?? null, avatar: row?.attributes.avatar ?? null }
    },
  )

  app.get<{ Querystring: { chainId: string } }>(
    '/v1/convert/gas-price',
    {
      schema: {
        summary: 'Gas prices of a chain',
        querystring: {
          type: 'object',
          properties: { ...sdkQueryProperties, chainId: chainIdSchema },
          required: ['chainId'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              standard: { type: 'string' },
              fast: { type: 'string' },
              instant: { type: 'string' },
            },
            required: ['standard', 'fast', 'instant'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const chain = requireSwapChain(
        ctx,
        request.query.chainId,
        'Network not supported for Gas Price',
      )
      let price: bigint
      try {
        price = await chain.client.getGasPrice()
      } catch (error) {
        throw new UpstreamError('Chain RPC unreachable', error)
      }
      return {
        standard: price.toString(),
        fast: ((price * 12n) / 10n).toString(),
        instant: ((price * 15n) / 10n).toString(),
      }
    },
  )

  app.post<{ Body: { currency: 'usd'; addresses: string[] } }>(
    '/v1/fungible/price',
    {
      schema: {
        summary: 'USD prices of tokens',
        querystring: { type: 'object', properties: sdkQueryProperties },
        body: {
          type: 'object',
          properties: {
            projectId: { type: 'string', maxLength: 64 },
            currency: { type: 'string', enum: ['usd'] },
            addresses: {
              type: 'array',
              minItems: 1,
              maxItems: 100,
              items: { type: 'string', pattern: '^eip155:[0-9]{1,10}:0x[0-9a-fA-F]{40}$' },
            },
          },
          required: ['currency', 'addresses'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              fungibles: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    address: { type: 'string' },
                    name: { type: 'string' },
                    symbol: { type: 'string' },
                    iconUrl: { type: 'string' },
                    price: { type: 'number' },
                  },
                },
              },
            },
            required: ['fungibles'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const fungibles = []
      for (const caip10 of request.body.addresses) {
        const [, chainId, address] = caip10.split(':') as [string, string, string]
        const chain = ctx.chains.get(Number(chainId))?.config
        if (!chain) continue
        const lower = address.toLowerCase()
        const token =
          lower === nativePlaceholder
            ? chain.nativeCurrency
            : chain.tokens?.find((t) => t.address.toLowerCase() === lower)
        if (!token) continue
        fungibles.push({
          address: caip10,
          name: token.name,
          symbol: token.symbol,
          iconUrl: `/public/getTokenImage/${encodeURIComponent(token.symbol)}`,
          price: ctx.config.prices[token.symbol] ?? 0,
        })
      }
      return { fungibles }
    },
  )
}
