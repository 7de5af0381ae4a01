import { randomUUID } from 'node:crypto'
import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Address } from 'viem'
import { DevOnrampOrders } from '../onramp/DevOnrampOrders'
import { renderDevProviderPage } from '../onramp/devProviderPage'
import { getOnrampOptions, resolveOnrampChainId } from '../onramp/onrampOptions'
import { priceOnrampPurchase } from '../onramp/quoteOnramp'
import { ApiError, BadRequestError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { addressParam } from './balanceRoutes'
import { sdkQueryProperties } from './sdkQuery'

const decimal = { type: 'string', maxLength: 32 } as const
/**
 * A preValidation hook refusing JSON numbers in the amount fields `keys` before the schema would
 * coerce them: amounts travel as decimal strings, never floats.
 */
function decimalStringsOnly(keys: readonly string[]) {
  return async (request: { body: unknown }) => {
    const body = (request.body ?? {}) as Record<string, unknown>
    const number = keys.find((key) => typeof body[key] === 'number')
    if (number) throw new BadRequestError(`${number} must be a decimal string, never a float`)
  }
}

const amountSchema = {
  type: 'object',
  properties: { amount: { type: 'string' }, currency: { type: 'string' } },
  required: ['amount', 'currency'],
} as const
const quoteSchema = {
  type: 'object',
  properties: {
    paymentTotal: amountSchema,
    paymentSubtotal: amountSchema,
    purchaseAmount: amountSchema,
    coinbaseFee: amountSchema,
    networkFee: amountSchema,
    quoteId: { type: 'string' },
  },
} as const

/**
 * SPEC §7 on-ramp: GET /v1/onramp/options (the SPEC §9 defaults), POST /v1/onramp/quote (1.5 %
 * fee, decimal strings) and POST /v1/generators/onrampurl, whose URL is a page of the dev on-ramp
 * provider served here on 127.0.0.1. A real card provider is the edge that cannot run on this
 * machine (no network, no card network); the dev provider stands in for it and really delivers:
 * its Pay transfers USDC from the funding account (`onrampFundingKey`) to the wallet on the chain.
 */
export function registerOnrampRoutes(app: FastifyInstance, ctx: AppContext): void {
  const orders = new DevOnrampOrders(ctx.chains, ctx.config.onrampFundingKey)
  const chainName = (chainId: number) => ctx.chains.get(chainId)?.config.name ?? String(chainId)

  app.get(
    '/v1/onramp/options',
    {
      schema: {
        summary: 'On-ramp purchase and payment currencies',
        querystring: { type: 'object', properties: sdkQueryProperties },
      },
    },
    async () => getOnrampOptions(ctx.config.chains),
  )

  app.post<{
    Body: {
      purchaseCurrency: string
      paymentCurrency: string
      amount: string
      network: string
      paymentMethod?: string
    }
  }>(
    '/v1/onramp/quote',
    {
      preValidation: decimalStringsOnly(['amount']),
      schema: {
        summary: 'A quote for buying USDC',
        body: {
          type: 'object',
          properties: {
            purchaseCurrency: { type: 'string', maxLength: 16 },
            paymentCurrency: { type: 'string', maxLength: 16 },
            amount: decimal,
            network: { type: 'string', maxLength: 64 },
            paymentMethod: { type: 'string', maxLength: 32 },
          },
          required: ['purchaseCurrency', 'paymentCurrency', 'amount', 'network'],
        },
        response: { 200: quoteSchema, ...errorResponses },
      },
    },
    async (request) => {
      if (resolveOnrampChainId(ctx.config.chains, request.body.network) === undefined)
        throw new BadRequestError(`Unsupported network: ${request.body.network}`)
      const { quote } = priceOnrampPurchase(request.body)
      return { ...quote, quoteId: randomUUID() }
    },
  )

  app.post<{
    Body: {
      destinationWallets: { address: string; blockchains: string[]; assets?: string[] }[]
      defaultNetwork?: string
      partnerUserId: string
      defaultExperience?: string
      presetCryptoAmount?: string
      presetFiatAmount?: string
    }
  }>(
    '/v1/generators/onrampurl',
    {
      preValidation: decimalStringsOnly(['presetCryptoAmount', 'presetFiatAmount']),
      schema: {
        summary: 'The on-ramp provider page of one purchase',
        body: {
          type: 'object',
          properties: {
            destinationWallets: {
              type: 'array',
              minItems: 1,
              maxItems: 1,
              items: {
                type: 'object',
                properties: {
                  address: addressParam,
                  blockchains: {
                    type: 'array',
                    items: { type: 'string', maxLength: 64 },
                    minItems: 1,
                    maxItems: 8,
                  },
                  assets: { type: 'array', items: { type: 'string', maxLength: 16 }, maxItems: 8 },
                },
                required: ['address', 'blockchains'],
              },
            },
            defaultNetwork: { type: 'string', maxLength: 64 },
            partnerUserId: { type: 'string', maxLength: 128 },
            defaultExperience: { type: 'string', enum: ['buy'] },
            presetCryptoAmount: decimal,
            presetFiatAmount: decimal,
          },
          required: ['destinationWallets', 'partnerUserId'],
        },
        response: {
          200: { type: 'object', properties: { url: { type: 'string' } }, required: ['url'] },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const wallet = request.body.destinationWallets[0]
      const network = request.body.defaultNetwork ?? wallet?.blockchains[0] ?? ''
      const chainId = resolveOnrampChainId(ctx.config.chains, network)
      if (!wallet || chainId === undefined)
        throw new BadRequestError(`Unsupported network: ${network}`)
      if (request.body.presetFiatAmount === undefined)
        throw new BadRequestError('presetFiatAmount is required by the dev on-ramp provider')
      const purchase = priceOnrampPurchase({
        purchaseCurrency: 'USDC',
        paymentCurrency: 'USD',
        amount: request.body.presetFiatAmount,
      })
      const order = orders.create({ address: wallet.address as Address, chainId, purchase })
      const { address, port } = app.server.address() as AddressInfo
      return { url: `http://${address}:${port}/onramp/dev/orders/${order.id}` }
    },
  )

  const orderParams = {
    type: 'object',
    properties: { id: { type: 'string', format: 'uuid' } },
    required: ['id'],
  } as const

  app.get<{ Params: { id: string } }>(
    '/onramp/dev/orders/:id',
    { schema: { hide: true, params: orderParams } },
    async (request, reply) => {
      const order = orders.get(request.params.id)
      return reply
        .type('text/html; charset=utf-8')
        .send(renderDevProviderPage(order, chainName(order.chainId)))
    },
  )

  // The page's Pay form posts url-encoded with no fields: accepted and ignored, here only.
  app.register(async (scope) => {
    scope.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: 1024 },
      (_request, _body, done) => done(null, {}),
    )
    scope.post<{ Params: { id: string } }>(
      '/onramp/dev/orders/:id/pay',
      { schema: { hide: true, params: orderParams } },
      async (request, reply) => {
        const order = orders.get(request.params.id)
        const html = (failure?: string) =>
          reply
            .type('text/html; charset=utf-8')
            .send(renderDevProviderPage(order, chainName(order.chainId), failure))
        try {
          await orders.pay(order.id)
          return html()
        } catch (error) {
          reply.status(error instanceof ApiError ? error.statusCode : 502)
          return html(error instanceof Error ? error.message : String(error))
        }
      },
    )
  })
}
