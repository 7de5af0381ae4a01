import {
  bitcoinRpc,
  DEV_BITCOIN_COINBASE_SATS,
  devBitcoinKeys,
  signDevBitcoinTransfer,
} from '@appkit/test'
import { injectDevnetBitcoin } from '@appkit/test/vitest-bitcoin'
import Fastify from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { BitcoinNode } from '../bitcoin/BitcoinNode'
import type { AppContext } from '../server/AppContext'
import { registerErrorHandling } from '../server/registerErrorHandling'
import { registerBitcoinTransactionRoutes } from './bitcoinTransactionRoutes'

// These routes use the Bitcoin node only (`ctx.bitcoin`), so they are served by a Fastify app
// holding just them, over real HTTP on 127.0.0.1, against the real regtest bitcoind. This file
// spends from dev key 9 only.
describe('bip122 broadcast and fee-rate routes on the regtest node', () => {
  const node = injectDevnetBitcoin()
  const from = devBitcoinKeys()[9]!.payment
  let url: string
  let close: () => Promise<void>
  const post = async (body: unknown) => {
    const res = await fetch(`${url}/v1/bip122/tx`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: res.status, body: (await res.json()) as Record<string, unknown> }
  }
  const transfer = async () => {
    const scan = await bitcoinRpc<{ unspents: { txid: string; vout: number }[] }>(
      node,
      'scantxoutset',
      ['start', [`addr(${from.address})`]],
    )
    const coinbase = scan.unspents[0]!
    return signDevBitcoinTransfer({
      from,
      utxos: [{ ...coinbase, value: BigInt(DEV_BITCOIN_COINBASE_SATS) }],
      to: devBitcoinKeys()[9]!.ordinal.address,
      amount: 1_000_000n,
      fee: 1_000n,
    })
  }

  beforeAll(async () => {
    const app = Fastify()
    registerErrorHandling(app)
    registerBitcoinTransactionRoutes(app, { bitcoin: new BitcoinNode(node) } as AppContext)
    url = await app.listen({ host: '127.0.0.1', port: 0 })
    close = () => app.close()
  })
  afterAll(() => close())

  it("answers the node's minimum fee rate in sat/vB when regtest has no estimate", async () => {
    const res = await fetch(`${url}/v1/bip122/fee-rate`)
    expect(await res.json()).toEqual({ feeRate: 1, source: 'minimum' })
  })

  it("refuses a tampered transaction with the node's reason, then broadcasts the real one", async () => {
    const signed = await transfer()
    const tampered = signed.psbt.extractTransaction()
    tampered.ins[0]!.witness[0]![10]! ^= 0x01 // inside r: valid DER, wrong signature
    expect(tampered.toHex()).not.toBe(signed.hex)
    const refused = await post({ transaction: tampered.toHex() })
    expect(refused.status).toBe(400)
    expect(refused.body.message).toMatch(
      /^The node refused the transaction: mempool-script-verify-flag-failed/,
    )

    expect(await post({ transaction: signed.hex })).toEqual({
      status: 200,
      body: { txid: signed.txid },
    })
    expect(await bitcoinRpc<string[]>(node, 'getrawmempool')).toContain(signed.txid)
  })

  it('refuses a body that is not hex before reaching the node', async () => {
    expect((await post({ transaction: 'zz' })).status).toBe(400)
  })
})
