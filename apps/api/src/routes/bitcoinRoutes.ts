import type { FastifyInstance } from 'fastify'
import { BitcoinNodeRpcError } from '../bitcoin/BitcoinNode'
import { readAddressHoldings } from '../bitcoin/readAddressUtxos'
import { readFeeEstimates } from '../bitcoin/readFeeEstimates'
import { BadRequestError, NotFoundError } from '../server/ApiError'
import type { AppContext } from '../server/AppContext'
import { errorResponses } from '../server/errorSchema'
import { sdkQueryProperties } from './sdkQuery'

// Base58 (P2PKH, P2SH) and bech32/bech32m (segwit v0, taproot) characters; the node checks the rest.
const bitcoinAddressParam = { type: 'string', pattern: '^[a-zA-Z0-9]{14,90}$' } as const

const params = {
  type: 'object',
  properties: { address: bitcoinAddressParam },
  required: ['address'],
} as const

const utxoSchema = {
  type: 'object',
  properties: {
    txid: { type: 'string' },
    vout: { type: 'integer' },
    status: {
      type: 'object',
      properties: {
        confirmed: { type: 'boolean' },
        block_height: { type: 'integer' },
        block_hash: { type: 'string' },
        block_time: { type: 'integer' },
      },
      required: ['confirmed'],
    },
    value: { type: 'integer' },
  },
  required: ['txid', 'vout', 'status', 'value'],
} as const

const balanceSchema = {
  type: 'object',
  properties: {
    address: { type: 'string' },
    confirmed: { type: 'integer' },
    unconfirmed: { type: 'integer' },
    total: { type: 'integer' },
  },
  required: ['address', 'confirmed', 'unconfirmed', 'total'],
} as const

/**
 * The UTXO source of Bitcoin (bip122) accounts, answered from the configured node (`bitcoin` of
 * the config; the devnet's regtest bitcoind), never from a public explorer:
 * - GET /v1/bip122/address/{address}/utxo: Esplora's `GET /address/{address}/utxo` shape
 *   (`[{txid, vout, status: {confirmed, block_height?, block_hash?, block_time?}, value}]`, sats).
 * - GET /v1/bip122/address/{address}/balance: `{address, confirmed, unconfirmed, total}` in sats.
 *   Esplora has no balance route; this is what a wallet derives from its `chain_stats` (confirmed)
 *   and `mempool_stats` (unconfirmed: what the mempool adds, negative while a spend is pending).
 * - POST /v1/bip122/tx: Esplora's `POST /tx`: the raw transaction as hex in a text/plain body,
 *   sent with the node's `sendrawtransaction`; answers the txid as text/plain. A transaction the
 *   node refuses (bad signature, spent or missing inputs, policy) answers 400 with the node's reason.
 * - GET /v1/bip122/fee-estimates: Esplora's `GET /fee-estimates`: sat/vB by confirmation target
 *   (`{"1": …, "6": …, "144": …}`), the mempool's minimum where the node has no estimate yet.
 * An address that is not one of the node's network answers 400; no node configured answers 404.
 */
export function registerBitcoinRoutes(app: FastifyInstance, ctx: AppContext): void {
  const requireNode = () => {
    if (!ctx.bitcoin) throw new NotFoundError('No Bitcoin node is configured')
    return ctx.bitcoin
  }
  const querystring = { type: 'object', properties: sdkQueryProperties } as const

  app.get<{ Params: { address: string } }>(
    '/v1/bip122/address/:address/utxo',
    {
      schema: {
        summary: 'Unspent outputs of a Bitcoin address (Esplora shape)',
        params,
        querystring,
        response: { 200: { type: 'array', items: utxoSchema }, ...errorResponses },
      },
    },
    async (request) => (await readAddressHoldings(requireNode(), request.params.address)).utxos,
  )

  app.get<{ Params: { address: string } }>(
    '/v1/bip122/address/:address/balance',
    {
      schema: {
        summary: 'Balance of a Bitcoin address in satoshis',
        params,
        querystring,
        response: { 200: balanceSchema, ...errorResponses },
      },
    },
    async (request) => {
      const { address } = request.params
      const { utxos, chainSats } = await readAddressHoldings(requireNode(), address)
      const total = utxos.reduce((sum, utxo) => sum + utxo.value, 0)
      return { address, confirmed: chainSats, unconfirmed: total - chainSats, total }
    },
  )

  app.get(
    '/v1/bip122/fee-estimates',
    {
      schema: {
        summary: 'Fee rates in sat/vB by confirmation target (Esplora shape)',
        querystring,
        response: {
          200: { type: 'object', additionalProperties: { type: 'number' } },
          ...errorResponses,
        },
      },
    },
    async () => readFeeEstimates(requireNode()),
  )

  app.post<{ Body: string }>(
    '/v1/bip122/tx',
    {
      bodyLimit: 1024 * 1024,
      schema: {
        summary: 'Broadcast a raw Bitcoin transaction (Esplora shape: hex in, txid out)',
        querystring,
        body: { type: 'string', minLength: 20, maxLength: 1_000_000, pattern: '^[0-9a-fA-F]+$' },
        response: { 200: { type: 'string' }, ...errorResponses },
      },
    },
    async (request, reply) => {
      const node = requireNode()
      let txid: string
      try {
        txid = await node.call<string>('sendrawtransaction', [request.body.trim()])
      } catch (error) {
        if (error instanceof BitcoinNodeRpcError)
          throw new BadRequestError(`The Bitcoin node refused the transaction: ${error.message}`, {
            details: { code: error.code },
            cause: error,
          })
        throw error
      }
      return reply.type('text/plain; charset=utf-8').send(txid)
    },
  )
}
