import { address, type Network, networks, Psbt, toXOnly } from 'bitcoinjs-lib'
import { type DevBitcoinAccount, devBitcoinSigner } from './devBitcoinKeys'

/** An unspent output to spend: its outpoint and value in satoshis. */
export type BitcoinOutpoint = {
  readonly txid: string
  readonly vout: number
  readonly value: bigint
}

/** What `signDevBitcoinTransfer` spends and pays. */
export type DevBitcoinTransfer = {
  /** The dev account (payment P2WPKH or ordinal P2TR) that owns `utxos` and gets the change. */
  readonly from: DevBitcoinAccount
  readonly utxos: readonly BitcoinOutpoint[]
  readonly to: string
  /** Satoshis paid to `to`. */
  readonly amount: bigint
  /** Satoshis left to the miner; the rest of the inputs (546 or more) returns to `from`. */
  readonly fee: bigint
  /** bitcoinjs-lib network; regtest by default. */
  readonly network?: Network
}

/** A signed, finalized transfer: the PSBT it came from and the raw transaction to broadcast. */
export type SignedBitcoinTransfer = {
  readonly psbt: Psbt
  readonly hex: string
  readonly txid: string
}

const DUST = 546n

/**
 * Builds a PSBT spending a dev account's outputs to `to` (with change back to `from`), signs every
 * input with the dev key (ECDSA for P2WPKH; BIP-340 Schnorr with the tweaked key for a P2TR key
 * path), finalizes it and extracts the raw transaction, as a wallet would before broadcasting.
 */
export function signDevBitcoinTransfer(transfer: DevBitcoinTransfer): SignedBitcoinTransfer {
  const network = transfer.network ?? networks.regtest
  const script = address.toOutputScript(transfer.from.address, network)
  const taproot = transfer.from.path.startsWith("m/86'")
  const internalKey = toXOnly(Buffer.from(transfer.from.publicKey, 'hex'))
  const psbt = new Psbt({ network })
  let total = 0n
  for (const utxo of transfer.utxos) {
    total += utxo.value
    psbt.addInput({
      hash: utxo.txid,
      index: utxo.vout,
      witnessUtxo: { script, value: utxo.value },
      ...(taproot ? { tapInternalKey: internalKey } : {}),
    })
  }
  const change = total - transfer.amount - transfer.fee
  if (change < 0n) throw new Error(`The inputs hold ${total} sats, less than amount plus fee`)
  psbt.addOutput({ address: transfer.to, value: transfer.amount })
  if (change >= DUST) psbt.addOutput({ address: transfer.from.address, value: change })
  psbt.signAllInputs(devBitcoinSigner(transfer.from))
  psbt.finalizeAllInputs()
  const transaction = psbt.extractTransaction()
  return { psbt, hex: transaction.toHex(), txid: transaction.getId() }
}
