import {
  bitcoinRpc,
  DEV_BITCOIN_COINBASE_SATS,
  devBitcoinKeys,
  signDevBitcoinTransfer,
} from '@appkit/test'
import { injectDevnetBitcoin } from '@appkit/test/vitest-bitcoin'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startChainRoutes } from '../../test/startChainRoutes'
import { devnetApiConfig } from '../devnetApiConfig'
import type { HistoryTransaction } from '../history/readHistory'

// Balance, history and broadcast for bip122 accounts against the project's real regtest bitcoind
// (vitestBitcoinGlobalSetup), over real HTTP on 127.0.0.1. This file spends dev key 3's coinbase
// to dev key 4's ordinal address and never mines: bitcoinRoutes.test.ts mines on the same node, so
// a transfer here may be confirmed by the time it is read, and that file's mempool checks must not
// see a block from here.
describe('bip122 balance, history and broadcast on the regtest node', () => {
  const node = injectDevnetBitcoin()
  const keys = devBitcoinKeys()
  const sender = keys[3]!.payment
  const receiver = keys[4]!.ordinal.address
  let server: { url: string; close(): Promise<void> }
  let coinbaseTxid: string
  let coinbaseTime: number
  const get = async <T>(path: string) => {
    const res = await fetch(`${server.url}${path}`)
    return { status: res.status, body: (await res.json()) as T }
  }
  const broadcast = async (hex: string) => {
    const res = await fetch(`${server.url}/v1/bip122/tx`, {
      method: 'POST',
      headers: { 'content-type': 'text/plain' },
      body: hex,
    })
    return { status: res.status, text: await res.text() }
  }
  const history = async (address: string) =>
    (
      await get<{ data: HistoryTransaction[]; next: string | null }>(
        `/v1/account/${address}/history?chainId=${node.chainId}`,
      )
    ).body
  const btc = (address: string) =>
    get<{ balances: { symbol: string; quantity: { numeric: string } }[] }>(
      `/v1/account/${address}/balance?currency=usd&chainId=${node.chainId}`,
    )

  beforeAll(async () => {
    server = await startChainRoutes(devnetApiConfig({ chains: [], contracts: {}, bitcoin: node }))
    // Dev key i's coinbase is block i + 1's first transaction (startBitcoinDevnet).
    const hash = await bitcoinRpc<string>(node, 'getblockhash', [4])
    const block = await bitcoinRpc<{ tx: string[]; time: number }>(node, 'getblock', [hash, 1])
    coinbaseTxid = block.tx[0]!
    coinbaseTime = block.time
  })
  afterAll(() => server.close())

  it('lists the regtest network in /v1/supported-chains', async () => {
    expect((await get('/v1/supported-chains')).body).toEqual({ http: [node.chainId], ws: [] })
  })

  it("answers a dev key's 50 BTC as a SPEC §3 token balance priced from the table, also for its CAIP-10 id, and its coinbase as history", async () => {
    const expected = {
      balances: [
        {
          name: 'Bitcoin',
          symbol: 'BTC',
          chainId: node.chainId,
          value: 50 * 60_000,
          price: 60_000,
          quantity: { decimals: '8', numeric: String(DEV_BITCOIN_COINBASE_SATS / 1e8) },
          iconUrl: '/public/getTokenImage/BTC',
        },
      ],
    }
    expect(await btc(sender.address)).toEqual({ status: 200, body: expected })
    expect(await get(`/v1/account/${node.chainId}:${sender.address}/balance`)).toEqual({
      status: 200,
      body: expected,
    })
    expect(await history(sender.address)).toEqual({
      data: [
        {
          id: coinbaseTxid,
          metadata: {
            operationType: 'receive',
            hash: coinbaseTxid,
            minedAt: new Date(coinbaseTime * 1000).toISOString(),
            sentFrom: '',
            sentTo: sender.address,
            status: 'confirmed',
            chain: node.chainId,
          },
          transfers: [
            {
              fungible_info: {
                name: 'Bitcoin',
                symbol: 'BTC',
                icon: { url: '/public/getTokenImage/BTC' },
              },
              direction: 'in',
              quantity: { numeric: '50' },
              value: 3_000_000,
              price: 60_000,
            },
          ],
        },
      ],
      next: null,
    })
  })

  it('broadcasts a signed transfer through POST /v1/bip122/tx; balances and both histories show it', async () => {
    const transfer = signDevBitcoinTransfer({
      from: sender,
      utxos: [{ txid: coinbaseTxid, vout: 0, value: BigInt(DEV_BITCOIN_COINBASE_SATS) }],
      to: receiver,
      amount: 10_000_000n,
      fee: 1_800n,
    })
    expect(await broadcast(transfer.hex)).toEqual({ status: 200, text: transfer.txid })

    expect((await btc(receiver)).body.balances.map((b) => b.quantity.numeric)).toEqual(['0.1'])
    expect((await btc(sender.address)).body.balances.map((b) => b.quantity.numeric)).toEqual([
      '49.899982',
    ])
    const summary = (tx: HistoryTransaction) => [
      tx.metadata.hash,
      tx.metadata.operationType,
      tx.metadata.sentFrom,
      tx.metadata.sentTo,
      tx.transfers.map((t) => [t.direction, t.fungible_info?.symbol, t.quantity.numeric]),
    ]
    const received = await history(receiver)
    expect(received.data.map(summary)).toEqual([
      [transfer.txid, 'receive', sender.address, receiver, [['in', 'BTC', '0.1']]],
    ])
    // Pending until a block confirms it (the other bip122 suite may mine one meanwhile).
    expect(['pending', 'confirmed']).toContain(received.data[0]!.metadata.status)
    expect((await history(sender.address)).data.map(summary)).toEqual([
      [transfer.txid, 'send', sender.address, receiver, [['out', 'BTC', '0.1']]],
      [coinbaseTxid, 'receive', '', sender.address, [['in', 'BTC', '50']]],
    ])

    // A second spend of the same output at the same fee: the node refuses it (no replacement).
    const conflict = signDevBitcoinTransfer({
      from: sender,
      utxos: [{ txid: coinbaseTxid, vout: 0, value: BigInt(DEV_BITCOIN_COINBASE_SATS) }],
      to: keys[5]!.payment.address,
      amount: 10_000_000n,
      fee: 1_800n,
    })
    const refused = await broadcast(conflict.hex)
    expect(refused.status).toBe(400)
    expect(JSON.parse(refused.text)).toEqual({
      error: 'Bad Request',
      message: expect.stringMatching(/^The Bitcoin node refused the transaction: .+/),
    })
  })

  it("answers fee rates in Esplora's shape: the mempool's minimum (1 sat/vB) where regtest has no estimate", async () => {
    const { mempoolminfee } = await bitcoinRpc<{ mempoolminfee: number }>(node, 'getmempoolinfo')
    const floor = Math.round(mempoolminfee * 1e8) / 1000 // BTC/kvB → sat/vB
    expect(floor).toBe(1)
    const targets = ['1', '2', '3', '4', '5', '6', '10', '20', '144', '504', '1008']
    expect(await get('/v1/bip122/fee-estimates')).toEqual({
      status: 200,
      body: Object.fromEntries(targets.map((target) => [target, floor])),
    })
  })

  it('answers 400 for a transaction that does not decode, a body that is not hex, and bad ids', async () => {
    const garbage = await broadcast('00'.repeat(40))
    expect({ status: garbage.status, body: JSON.parse(garbage.text) }).toEqual({
      status: 400,
      body: {
        error: 'Bad Request',
        message: expect.stringMatching(
          /^The Bitcoin node refused the transaction: TX decode failed/,
        ),
      },
    })
    expect((await broadcast('not hex at all, clearly')).status).toBe(400)
    const mainnet = 'bc1qcr8te4kr609gcawutmrza0j4xv80jy8z306fyu'
    for (const path of [
      `/v1/account/${mainnet}/balance?chainId=${node.chainId}`,
      `/v1/account/${mainnet}/history?chainId=${node.chainId}`,
      `/v1/account/${sender.address}/balance?chainId=bip122:000000000019d6689c085ae165831e93`,
      `/v1/account/${sender.address}/balance?chainId=bip122`,
      `/v1/account/${sender.address}/history?chainId=${node.chainId}&cursor=bm90LWEtY3Vyc29y`,
      `/v1/account/${sender.address}/balance`,
    ]) {
      expect({ path, status: (await get(path)).status }).toEqual({ path, status: 400 })
    }
  })
})
