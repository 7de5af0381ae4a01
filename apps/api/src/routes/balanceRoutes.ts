import type { FastifyInstance } from 'fastify'
import { readBitcoinBalances } from '../bitcoin/readBitcoinBalances'
import { readBalances } from '../chains/readBalances'
import { requireChain } from '../chains/requireChain'
import { accountChainIdSchema, accountParam, resolveAccount } from '../chains/resolveAccount'
import { readCosmosBalances } from '../cosmos/readCosmosBalances'
import { readPolkadotBalances } from '../polkadot/readPolkadotBalances'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { readSolanaBalances } from '../solana/readSolanaBalances'
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
  required: ['name', 'symbol', 'chainId', 'price', 'quantity', 'iconUrl'],
} as const

/**
 * GET /v1/account/{address}/balance (SPEC §7: currency usd, chainId, forceUpdate → balances): native
 * and every token of the chain's token list, non-zero, priced from the configured price table.
 * EVM: native and ERC-20s; without chainId, every configured EVM chain. `chainId=solana:…`: SOL and
 * SPL tokens from the cluster's RPC; `chainId=bip122:…`: BTC from the Bitcoin node;
 * `chainId=cosmos:…`: the native coin from the chain's LCD; `chainId=polkadot:…`: the native
 * token's free balance from the network's node. The address may
 * also be CAIP-10 (`solana:<ref>:<address>`), which names its chain itself.
 */
export function registerBalanceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { address: string }; Querystring: { chainId?: string } }>(
    '/v1/account/:address/balance',
    {
      schema: {
        summary: 'Token balances of an account',
        params: { type: 'object', properties: { address: accountParam }, required: ['address'] },
        querystring: {
          type: 'object',
          properties: {
            ...sdkQueryProperties,
            currency: { type: 'string', enum: ['usd'] },
            chainId: accountChainIdSchema,
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
      const target = resolveAccount(ctx, request.params.address, request.query.chainId)
      const { prices } = ctx.config
      if (target.namespace === 'solana')
        return { balances: await readSolanaBalances(target.rpc, target.address, prices) }
      if (target.namespace === 'polkadot')
        return { balances: await readPolkadotBalances(target.node, target.address, prices) }
      if (target.namespace === 'bip122')
        return { balances: await readBitcoinBalances(target.node, target.address, prices) }
      if (target.namespace === 'cosmos')
        return { balances: await readCosmosBalances(target.chain, target.address, prices) }
      const chains =
        target.chainId === undefined
          ? [...ctx.chains.values()]
          : [requireChain(ctx, String(target.chainId))]
      const lists = await Promise.all(
        chains.map((chain) => readBalances(chain, target.address, prices)),
      )
      return { balances: lists.flat() }
    },
  )
}
