import { describe, expect, it } from 'vitest'
import { InsufficientBitcoinError } from '../errors/bitcoinErrors'
import type { BitcoinUtxo } from '../source/BitcoinUtxoSource'
import { DUST_SATS, estimateVsize, selectCoins } from './selectCoins'

const utxo = (value: bigint, confirmed = true, txid = 'aa'.repeat(32)): BitcoinUtxo => ({
  txid,
  vout: 0,
  value,
  confirmed,
})
const P2WPKH = 22
const P2TR = 34

describe('estimateVsize', () => {
  it('counts the well-known sizes of P2WPKH spends (largest signatures)', () => {
    expect(estimateVsize(1, [P2WPKH])).toBe(110) // 109.5 vB rounded up
    expect(estimateVsize(1, [P2WPKH, P2WPKH])).toBe(141) // 140.5
    expect(estimateVsize(2, [P2TR, P2WPKH])).toBe(221) // 220.5
  })
})

describe('selectCoins', () => {
  it('spends the largest confirmed coin first and pays change back', () => {
    const big = utxo(5_000_000_000n, true, '01'.repeat(32))
    const pending = utxo(9_000_000_000n, false, '02'.repeat(32))
    const small = utxo(1_000n, true, '03'.repeat(32))
    const selection = selectCoins({
      utxos: [small, pending, big],
      amount: 10_000_000n,
      feeRate: 2,
      recipientScriptLength: P2TR,
      changeScriptLength: P2WPKH,
    })
    expect(selection.inputs).toEqual([big])
    expect(selection.vsize).toBe(estimateVsize(1, [P2TR, P2WPKH]))
    expect(selection.fee).toBe(BigInt(selection.vsize * 2))
    expect(selection.change).toBe(5_000_000_000n - 10_000_000n - selection.fee)
  })

  it('adds coins until amount and fee are covered, and leaves dust change to the miners', () => {
    const fee2 = BigInt(estimateVsize(2, [P2WPKH, P2WPKH]))
    const selection = selectCoins({
      utxos: [utxo(60_000n), utxo(50_000n)],
      amount: 110_000n - fee2 - DUST_SATS + 1n,
      feeRate: 1,
      recipientScriptLength: P2WPKH,
      changeScriptLength: P2WPKH,
    })
    expect(selection.inputs).toHaveLength(2)
    expect(selection.change).toBe(0n)
    expect(selection.fee).toBe(fee2 + DUST_SATS - 1n)
  })

  it('refuses with InsufficientBitcoinError when every coin together is not enough', () => {
    expect(() =>
      selectCoins({
        utxos: [utxo(10_000n)],
        amount: 10_000n,
        feeRate: 1,
        recipientScriptLength: P2WPKH,
        changeScriptLength: P2WPKH,
      }),
    ).toThrow(InsufficientBitcoinError)
  })
})
