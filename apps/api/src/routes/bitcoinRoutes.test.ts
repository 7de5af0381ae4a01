import {
  bitcoinRpc,
  DEV_BITCOIN_COINBASE_SATS,
  devBitcoinKeys,
  mineBitcoinBlocks,
  signDevBitcoinTransfer,
} from '@appkit/test'
import { injectDevnetBitcoin } from '@appkit/test/vitest-bitcoin'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BitcoinNode } from '../bitcoin/BitcoinNode'
import type { EsploraUtxo } from '../bitcoin/readAddressUtxos'
import type { AppContext } from '../server/AppContext'
import { registerErrorHandling } from '../server/registerErrorHandling'
import { registerBitcoinRoutes } from './bitcoinRoutes'

// These routes read the Bitcoin node only (`ctx.bitcoin`), never the database, so they are served
// here by a Fastify app holding just them, over real HTTP on 127.0.0.1, against the project's real
// regtest bitcoind (vitestBitcoinGlobalSetup); the full server's route list (server.test.ts) shows
// they are registered there. This file spends from dev keys 1 and 2 and reads key 0 only.
/** The bip122 routes alone on 127.0.0.1:0, with the server's error handling. */
async function startRoutes(ctx: AppContext) {
  const app = Fastify()
  registerErrorHandling(app)
  registerBitcoinRoutes(app, ctx)
  const url = await app.listen({ host: '127.0.0.1', port: 0 })
  return { url, close: () => app.close() }
}

describe('bip122 UTXO and balance routes on the regtest node', () => {
  const node = injectDevnetBitcoin()
  const keys = devBitcoinKeys()
  let server: { url: string; close(): Promise<void> }
  const get = async <T>(path: string) => {
    const res = await fetch(`${server.url}${path}`)
    return { status: res.status, body: (await res.json()) as T }
  }
  const utxos = async (address: string) =>
    (await get<EsploraUtxo[]>(`/v1/bip122/address/${address}/utxo`)).body
  const balance = async (address: string) =>
    (await get(`/v1/bip122/address/${address}/balance`)).body
  const header = async (height: number) => {
    const hash = await bitcoinRpc<string>(node, 'getblockhash', [height])
    return bitcoinRpc<{ hash: string; time: number }>(node, 'getblockheader', [hash])
  }

  beforeAll(async () => {
    server = await startRoutes({ bitcoin: new BitcoinNode(node) } as AppContext)
  })
  afterAll(() => server.close())

  it("lists a dev key's coinbase output in Esplora's utxo shape, and its balance", async () => {
    const address = keys[0]!.payment.address
    const block = await header(1)
    expect(await utxos(address)).toEqual([
      {
        txid: expect.stringMatching(/^[0-9a-f]{64}$/),
        vout: 0,
        status: {
          confirmed: true,
          block_height: 1,
          block_hash: block.hash,
          block_time: block.time,
        },
        value: DEV_BITCOIN_COINBASE_SATS,
      },
    ])
    expect(await balance(address)).toEqual({
      address,
      confirmed: DEV_BITCOIN_COINBASE_SATS,
      unconfirmed: 0,
      total: DEV_BITCOIN_COINBASE_SATS,
    })
  })

  it('finds a sent PSBT transfer unconfirmed in the mempool, then confirmed once mined', async () => {
    const from = keys[1]!.payment
    const to = keys[2]!.ordinal.address // a P2TR address that holds nothing yet
    const [coinbase] = await utxos(from.address)
    const amount = 10_000_000
    const fee = 1_800
    const transfer = signDevBitcoinTransfer({
      from,
      utxos: [{ txid: coinbase!.txid, vout: coinbase!.vout, value: BigInt(coinbase!.value) }],
      to,
      amount: BigInt(amount),
      fee: BigInt(fee),
    })
    const change = DEV_BITCOIN_COINBASE_SATS - amount - fee
    expect(await bitcoinRpc(node, 'sendrawtransaction', [transfer.hex])).toBe(transfer.txid)

    expect(await utxos(to)).toEqual([
      { txid: transfer.txid, vout: 0, status: { confirmed: false }, value: amount },
    ])
    expect(await utxos(from.address)).toEqual([
      { txid: transfer.txid, vout: 1, status: { confirmed: false }, value: change },
    ])
    expect(await balance(from.address)).toEqual({
      address: from.address,
      confirmed: DEV_BITCOIN_COINBASE_SATS,
      unconfirmed: -(amount + fee),
      total: change,
    })

    const [blockHash] = await mineBitcoinBlocks(node)
    const [received] = await utxos(to)
    expect(received).toMatchObject({
      txid: transfer.txid,
      value: amount,
      status: { confirmed: true, block_hash: blockHash },
    })
    expect(await balance(to)).toEqual({
      address: to,
      confirmed: amount,
      unconfirmed: 0,
      total: amount,
    })
    expect(await balance(from.address)).toMatchObject({ confirmed: change, unconfirmed: 0 })
  })

  it('answers 400 for an address of another network and for one that is no address', async () => {
    const mainnet = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'
    expect(await get(`/v1/bip122/address/${mainnet}/utxo`)).toEqual({
      status: 400,
      body: {
        error: 'Bad Request',
        message: `Invalid Bitcoin address for this network: ${mainnet}`,
      },
    })
    const { status } = await get('/v1/bip122/address/not-an-address!/balance')
    expect(status).toBe(400)
  })

  it('answers 404 when no Bitcoin node is configured', async () => {
    const bare = await startRoutes({ bitcoin: undefined } as AppContext)
    const res = await fetch(`${bare.url}/v1/bip122/address/${keys[0]!.payment.address}/utxo`)
    expect({ status: res.status, body: await res.json() }).toEqual({
      status: 404,
      body: { error: 'Not Found', message: 'No Bitcoin node is configured' },
    })
    await bare.close()
  })
})
