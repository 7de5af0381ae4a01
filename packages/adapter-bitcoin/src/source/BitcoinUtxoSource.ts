import type { CaipNetworkId } from '@appkit/core'

/** An unspent output of an address, in satoshis (Esplora's `/address/:a/utxo` item). */
export type BitcoinUtxo = {
  readonly txid: string
  readonly vout: number
  readonly value: bigint
  readonly confirmed: boolean
}

/**
 * Where the adapter reads UTXOs and balances, and sends transactions: the project's apps/api by
 * default (`createApiUtxoSource`), never a hard-coded public explorer.
 */
export type BitcoinUtxoSource = {
  /** The unspent outputs of `address` (the mempool applied). */
  getUtxos(address: string, caipNetworkId: CaipNetworkId): Promise<readonly BitcoinUtxo[]>
  /** The balance of `address` in satoshis (confirmed plus mempool). */
  getBalance(address: string, caipNetworkId: CaipNetworkId): Promise<bigint>
  /** A fee rate in sat/vB. */
  getFeeRate(caipNetworkId: CaipNetworkId): Promise<number>
  /** Broadcasts a raw transaction (hex); resolves with its txid. */
  broadcast(transactionHex: string, caipNetworkId: CaipNetworkId): Promise<string>
}
