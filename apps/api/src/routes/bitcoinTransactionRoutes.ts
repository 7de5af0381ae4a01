import type { FastifyInstance } from 'fastify'
import { BitcoinNodeRpcError } from '../bitcoin/BitcoinNode'
import { BadRequestError, NotFoundError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { sdkQueryProperties } from './sdkQuery'

// bitcoind's codes for a transaction it will not take: -25 (missing or spent inputs), -26 (policy
// or script verification failed), -27 (already in the chain), -22 (cannot be decoded).
const refusalCodes = new Set([-22, -25, -26, -27])
const SATS_PER_VBYTE_PER_BTC_PER_KVB = 100_000
const FEE_TARGET_BLOCKS = 6

/**
 * The write side of the bip122 routes, on the configured node (never a public explorer):
 * - POST /v1/bip122/tx `{transaction: hex}`: `sendrawtransaction`, answers `{txid}`; a transaction
 *   the node refuses answers 400 with the node's reason ('The node refused the transaction: …').
 * - GET /v1/bip122/fee-rate: `{feeRate, source}` in sat/vB: the node's `estimatesmartfee` for 6
 *   blocks (`estimate`), or, when it has no estimate (regtest), the mempool's minimum (`minimum`).
 * No node configured answers 404, as the UTXO routes do.
 */
export function registerBitcoinTransactionRoutes(app: FastifyInstance, ctx: AppContext): void {
  const requireNode = () => {
    if (!ctx.bitcoin) throw new NotFoundError('No Bitcoin node is configured')
    return ctx.bitcoin
  }
  const querystring = { type: 'object', properties: sdkQueryProperties } as const

  app.post<{ Body: { transaction: string } }>(
    '/v1/bip122/tx',
    {
      schema: {
        summary: 'Broadcast a signed Bitcoin transaction (raw hex)',
        querystring,
        body: {
          type: 'object',
          properties: {
            transaction: { type: 'string', pattern: '^([0-9a-fA-F]{2})+$', maxLength: 200_000 },
          },
          required: ['transaction'],
        },
        response: {
          200: { type: 'object', properties: { txid: { type: 'string' } }, required: ['txid'] },
          ...errorResponses,
        },
      },
    },
    async (request) => {
      try {
        const txid = await requireNode().call<string>('sendrawtransaction', [
          request.body.transaction,
        ])
        return { txid }
      } catch (error) {
        if (error instanceof BitcoinNodeRpcError && refusalCodes.has(error.code))
          throw new BadRequestError(`The node refused the transaction: ${error.message}`, {
            details: { code: error.code },
            cause: error,
          })
        throw error
      }
    },
  )

  app.get(
    '/v1/bip122/fee-rate',
    {
      schema: {
        summary: 'Fee rate for a Bitcoin transaction, in sat/vB',
        querystring,
        response: {
          200: {
            type: 'object',
            properties: {
              feeRate: { type: 'number' },
              source: { type: 'string', enum: ['estimate', 'minimum'] },
            },
            required: ['feeRate', 'source'],
          },
          ...errorResponses,
        },
      },
    },
    async () => {
      const node = requireNode()
      const [estimate, mempool] = await node.batch<{
        feerate?: number
        mempoolminfee?: number
        minrelaytxfee?: number
      }>([
        ['estimatesmartfee', [FEE_TARGET_BLOCKS]],
        ['getmempoolinfo', []],
      ])
      if (estimate?.feerate)
        return {
          feeRate: estimate.feerate * SATS_PER_VBYTE_PER_BTC_PER_KVB,
          source: 'estimate' as const,
        }
      const minimum = Math.max(mempool?.mempoolminfee ?? 0, mempool?.minrelaytxfee ?? 0)
      return { feeRate: minimum * SATS_PER_VBYTE_PER_BTC_PER_KVB, source: 'minimum' as const }
    },
  )
}
