import type { FastifyInstance } from 'fastify'
import { type Address, encodeFunctionData, erc20Abi, maxUint256 } from 'viem'
import { chainIdSchema } from '../chains/requireChain'
import {
  buildPoolSwap,
  caip10Schema,
  NATIVE_PLACEHOLDER,
  parseSwapPair,
  parseSwapSide,
  quotePool,
  requireSwapChain,
  swapTokenConfig,
} from '../chains/swapPool'
import { BadRequestError, UpstreamError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { addressParam } from './balanceRoutes'
import { sdkQueryProperties } from './sdkQuery'

/** Base units as a decimal string of at most 39 digits (the parser bounds it below 2^128). */
const amountSchema = { type: 'string', minLength: 1, maxLength: 39, pattern: '^[0-9]+$' } as const
/** Above any token's supply, and low enough that the pool's arithmetic never overflows uint256. */
const MAX_AMOUNT = 2n ** 128n - 1n

const txSchema = {
  type: 'object',
  properties: {
    tx: {
      type: 'object',
      properties: {
        from: { type: 'string' },
        to: { type: 'string' },
        data: { type: 'string' },
        value: { type: 'string' },
        eip155: {
          type: 'object',
          properties: { gas: { type: 'string' }, gasPrice: { type: 'string' } },
        },
      },
      required: ['from', 'to', 'data', 'value'],
    },
  },
  required: ['tx'],
} as const

/** A positive amount in base units, at most MAX_AMOUNT. */
function positiveAmount(value: string): bigint {
  const amount = BigInt(value)
  if (amount <= 0n) throw new BadRequestError('Amount must be greater than 0')
  if (amount > MAX_AMOUNT) throw new BadRequestError('Amount must be below 2^128 base units')
  return amount
}

/**
 * The convert routes of SPEC §7 answered from the chain's swap pool (a native coin / token
 * constant-product pool): GET /v1/convert/tokens, /quotes, /allowance, /build-approve and POST
 * /v1/convert/build-transaction. Token addresses are CAIP-10; amounts are base units. A chain
 * without a pool answers 400 'Network not supported for Swaps'.
 */
export function registerConvertRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { chainId: string } }>(
    '/v1/convert/tokens',
    {
      schema: {
        summary: 'Tokens that swap on a chain',
        querystring: {
          type: 'object',
          properties: { ...sdkQueryProperties, chainId: chainIdSchema },
          required: ['chainId'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              tokens: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: {
                    name: { type: 'string' },
                    symbol: { type: 'string' },
                    address: { type: 'string' },
                    decimals: { type: 'number' },
                    logoUri: { type: 'string' },
                    eip2612: { type: 'boolean' },
                  },
                  required: ['name', 'symbol', 'address', 'decimals', 'logoUri'],
                },
              },
            },
            required: ['tokens'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const chain = requireSwapChain(ctx, request.query.chainId)
      const prefix = `eip155:${chain.config.chainId}`
      const native = chain.config.nativeCurrency
      const token = swapTokenConfig(chain)
      const entry = (t: { name: string; symbol: string; decimals: number }, address: string) => ({
        name: t.name,
        symbol: t.symbol,
        address: `${prefix}:${address}`,
        decimals: t.decimals,
        logoUri: `/public/getTokenImage/${encodeURIComponent(t.symbol)}`,
        eip2612: false,
      })
      return { tokens: [entry(native, NATIVE_PLACEHOLDER), entry(token, token.address)] }
    },
  )

  app.get<{
    Querystring: { amount: string; userAddress: string; from: string; to: string }
  }>(
    '/v1/convert/quotes',
    {
      schema: {
        summary: 'A quote of the pool for an amount',
        querystring: {
          type: 'object',
          properties: {
            ...sdkQueryProperties,
            amount: amountSchema,
            userAddress: addressParam,
            from: caip10Schema,
            to: caip10Schema,
            gasPrice: amountSchema,
          },
          required: ['amount', 'userAddress', 'from', 'to'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              quotes: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { fromAmount: { type: 'string' }, toAmount: { type: 'string' } },
                  required: ['fromAmount', 'toAmount'],
                },
              },
            },
            required: ['quotes'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const { from } = parseSwapPair(ctx, request.query.from, request.query.to)
      const amount = positiveAmount(request.query.amount)
      const toAmount = await quotePool(from, amount)
      return { quotes: [{ fromAmount: amount.toString(), toAmount: toAmount.toString() }] }
    },
  )

  app.get<{ Querystring: { tokenAddress: string; userAddress: string } }>(
    '/v1/convert/allowance',
    {
      schema: {
        summary: "The pool's allowance over a token of the user",
        querystring: {
          type: 'object',
          properties: {
            ...sdkQueryProperties,
            tokenAddress: caip10Schema,
            userAddress: addressParam,
          },
          required: ['tokenAddress', 'userAddress'],
        },
        response: {
          200: {
            type: 'object',
            properties: { allowance: { type: 'string' } },
            required: ['allowance'],
          },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      const side = parseSwapSide(ctx, request.query.tokenAddress)
      // The native coin is sent with the call: nothing to approve.
      if (side.native) return { allowance: maxUint256.toString() }
      try {
        const allowance = await side.chain.client.readContract({
          address: side.address,
          abi: erc20Abi,
          functionName: 'allowance',
          args: [request.query.userAddress as Address, side.chain.swap.pool],
        })
        return { allowance: allowance.toString() }
      } catch (error) {
        throw new UpstreamError('Chain RPC unreachable', error)
      }
    },
  )

  app.get<{ Querystring: { userAddress: string; from: string; to: string } }>(
    '/v1/convert/build-approve',
    {
      schema: {
        summary: 'The approval of the source token to the pool',
        querystring: {
          type: 'object',
          properties: {
            ...sdkQueryProperties,
            userAddress: addressParam,
            from: caip10Schema,
            to: caip10Schema,
          },
          required: ['userAddress', 'from', 'to'],
        },
        response: { 200: txSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { from } = parseSwapPair(ctx, request.query.from, request.query.to)
      if (from.native) throw new BadRequestError('The native coin needs no approval')
      // The route carries no amount (SPEC §7), so the approval is unlimited, as aggregators do.
      const data = encodeFunctionData({
        abi: erc20Abi,
        functionName: 'approve',
        args: [from.chain.swap.pool, maxUint256],
      })
      return { tx: { from: request.query.userAddress, to: from.address, data, value: '0' } }
    },
  )

  app.post<{
    Body: {
      amount: string
      eip155?: { slippage?: string }
      from: string
      to: string
      userAddress: string
      disableEstimate?: boolean
    }
  }>(
    '/v1/convert/build-transaction',
    {
      schema: {
        summary: 'The swap transaction of an amount, bounded by the slippage',
        querystring: { type: 'object', properties: sdkQueryProperties },
        body: {
          type: 'object',
          properties: {
            projectId: { type: 'string', maxLength: 64 },
            amount: amountSchema,
            eip155: {
              type: 'object',
              properties: {
                slippage: { type: 'string', pattern: '^[0-9]{1,2}(\\.[0-9]{1,2})?$' },
              },
            },
            from: caip10Schema,
            to: caip10Schema,
            userAddress: addressParam,
            disableEstimate: { type: 'boolean' },
          },
          required: ['amount', 'from', 'to', 'userAddress'],
        },
        response: { 200: txSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { body } = request
      const { from } = parseSwapPair(ctx, body.from, body.to)
      const amount = positiveAmount(body.amount)
      const slippage = Number(body.eip155?.slippage ?? '1')
      if (slippage > 50) throw new BadRequestError('Slippage must be at most 50')
      const quote = await quotePool(from, amount)
      const call = buildPoolSwap(from, amount, quote, slippage)
      const account = body.userAddress as Address
      const eip155: { gas?: string; gasPrice?: string } = {}
      if (!body.disableEstimate) {
        try {
          eip155.gas = (await from.chain.client.estimateGas({ account, ...call })).toString()
        } catch (error) {
          throw new BadRequestError('The swap would fail', { cause: error })
        }
      }
      try {
        eip155.gasPrice = (await from.chain.client.getGasPrice()).toString()
      } catch (error) {
        throw new UpstreamError('Chain RPC unreachable', error)
      }
      return {
        tx: { from: account, to: call.to, data: call.data, value: call.value.toString(), eip155 },
      }
    },
  )
}
