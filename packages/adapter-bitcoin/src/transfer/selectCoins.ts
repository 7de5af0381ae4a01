import { InsufficientBitcoinError } from '../errors/bitcoinErrors'
import type { BitcoinUtxo } from '../source/BitcoinUtxoSource'

/** Outputs below this many satoshis are dust: no change output that small is made. */
export const DUST_SATS = 546n

// A P2WPKH input: 41 bytes outside the witness (outpoint, empty script, sequence) and a witness
// of 108 weight units at most (item count, a 72-byte DER signature with its sighash byte, a
// 33-byte key, each with its length).
const INPUT_WEIGHT = 41 * 4 + 108
// Version, input and output counts (one byte each below 253), locktime; segwit marker and flag.
const OVERHEAD_WEIGHT = 10 * 4 + 2

/**
 * The virtual size (vbytes) of a transaction spending `inputCount` P2WPKH inputs to outputs with
 * scripts of the given lengths, signatures counted at their largest (so the fee rate paid is at
 * least the one asked).
 */
export function estimateVsize(inputCount: number, outputScriptLengths: readonly number[]): number {
  const outputs = outputScriptLengths.reduce((sum, length) => sum + (8 + 1 + length) * 4, 0)
  return Math.ceil((OVERHEAD_WEIGHT + inputCount * INPUT_WEIGHT + outputs) / 4)
}

/** The coins a transfer spends, its fee and its change (0 when none is paid back). */
export type CoinSelection = {
  readonly inputs: readonly BitcoinUtxo[]
  readonly fee: bigint
  readonly change: bigint
  readonly vsize: number
}

/**
 * Picks the coins for `amount` at `feeRate` sat/vB, confirmed ones first and the largest first,
 * adding coins until they cover the amount and the fee. Change of at least {@link DUST_SATS}
 * goes back in its own output; smaller change is left to the miners (the fee grows by it).
 * Throws {@link InsufficientBitcoinError} when every coin together is not enough.
 */
export function selectCoins(parameters: {
  utxos: readonly BitcoinUtxo[]
  amount: bigint
  feeRate: number
  recipientScriptLength: number
  changeScriptLength: number
}): CoinSelection {
  const { amount, feeRate, recipientScriptLength, changeScriptLength } = parameters
  const sorted = [...parameters.utxos].sort((a, b) =>
    a.confirmed !== b.confirmed ? (a.confirmed ? -1 : 1) : a.value > b.value ? -1 : 1,
  )
  const feeFor = (vsize: number) => BigInt(Math.ceil(vsize * feeRate))
  const inputs: BitcoinUtxo[] = []
  let total = 0n
  for (const utxo of sorted) {
    inputs.push(utxo)
    total += utxo.value
    const withChange = estimateVsize(inputs.length, [recipientScriptLength, changeScriptLength])
    const change = total - amount - feeFor(withChange)
    if (change >= DUST_SATS) return { inputs, fee: feeFor(withChange), change, vsize: withChange }
    const without = estimateVsize(inputs.length, [recipientScriptLength])
    if (total >= amount + feeFor(without))
      return { inputs, fee: total - amount, change: 0n, vsize: without }
  }
  const needed = amount + feeFor(estimateVsize(Math.max(inputs.length, 1), [recipientScriptLength]))
  throw new InsufficientBitcoinError(needed, total)
}
