import type { FastifyInstance } from 'fastify'
import { readBitcoinHistory } from '../bitcoin/readBitcoinHistory'
import { accountChainIdSchema, accountParam, resolveAccount } from '../chains/resolveAccount'
import { readCosmosHistory } from '../cosmos/readCosmosHistory'
import { readHistory } from '../history/readHistory'
import { readPolkadotHistory } from '../polkadot/readPolkadotHistory'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { readSolanaHistory } from '../solana/readSolanaHistory'
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
 * GET /v1/account/{account}/history (SPEC §7: cursor, onramp, chainId → data, next): the account's
 * transactions, newest first, 20 per page, paged by an opaque cursor. EVM: what the indexer stored;
 * `chainId=solana:…`: read from the cluster's RPC; `chainId=bip122:…`: from the Bitcoin node's
 * address index; `chainId=cosmos:…`: from the chain's `tx_search`; `chainId=polkadot:…`: the
 * `balances.Transfer` events of the node's blocks. The account may be CAIP-10. (SPEC §1 shows the Activity tab on EVM only; the
 * modal asks its namespace feature table, this route serves every configured namespace.)
 */
export function registerHistoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { account: string }; Querystring: { chainId?: string; cursor?: string } }>(
    '/v1/account/:account/history',
    {
      schema: {
        summary: 'Transaction history of an account',
        params: { type: 'object', properties: { account: accountParam }, required: ['account'] },
        querystring: {
          type: 'object',
          properties: {
            ...sdkQueryProperties,
            chainId: accountChainIdSchema,
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
    async (request) => {
      const target = resolveAccount(ctx, request.params.account, request.query.chainId)
      const page = { cursor: request.query.cursor, limit: 20 }
      const { prices } = ctx.config
      if (target.namespace === 'solana')
        return readSolanaHistory(target.rpc, target.address, prices, page)
      if (target.namespace === 'bip122')
        return readBitcoinHistory(target.node, target.address, prices, page)
      if (target.namespace === 'cosmos')
        return readCosmosHistory(target.chain, target.address, prices, page)
      if (target.namespace === 'polkadot')
        return readPolkadotHistory(target.node, target.address, prices, page)
      return readHistory(ctx.db, ctx.config, target.address, { chainId: target.chainId, ...page })
    },
  )
}
