import { BadRequestError } from '../server/ApiError'
import type { BitcoinNode } from './BitcoinNode'

/** Esplora's confirmation status of a transaction output. */
export type EsploraStatus =
  | { confirmed: true; block_height: number; block_hash: string; block_time: number }
  | { confirmed: false }

/** One unspent output as Esplora's `GET /address/:address/utxo` lists it (value in satoshis). */
export type EsploraUtxo = { txid: string; vout: number; status: EsploraStatus; value: number }

type ScannedUtxo = {
  txid: string
  vout: number
  amount: number
  height: number
  blockhash?: string
}
type MempoolTransaction = {
  txid: string
  vin: { txid?: string; vout?: number }[]
  vout: { n: number; value: number; scriptPubKey: { address?: string } }[]
}

/** BTC as bitcoind's JSON writes it (8 decimals) → satoshis, exactly. */
export function btcToSats(amount: number): number {
  return Math.round(amount * 100_000_000)
}

/** Refuses an address the node does not take for its network (BadRequestError 400). */
export async function requireBitcoinAddress(node: BitcoinNode, address: string): Promise<void> {
  const { isvalid } = await node.call<{ isvalid: boolean }>('validateaddress', [address])
  if (!isvalid) throw new BadRequestError(`Invalid Bitcoin address for this network: ${address}`)
}

/** What an address holds: its unspent outputs with the mempool applied, and its chain sum. */
export type AddressHoldings = {
  utxos: EsploraUtxo[]
  /** Satoshis in the node's UTXO set for the address (the chain state, mempool left out). */
  chainSats: number
}

/**
 * The unspent outputs of `address` in Esplora's shape: the confirmed ones from the node's UTXO set
 * (`scantxoutset`), less those a mempool transaction spends, plus the mempool's outputs to it
 * (`getrawmempool` then `getrawtransaction`) that no other mempool transaction spends. Sorted by
 * height (unconfirmed last), then txid and vout.
 */
export async function readAddressUtxos(node: BitcoinNode, address: string): Promise<EsploraUtxo[]> {
  return (await readAddressHoldings(node, address)).utxos
}

/** The unspent outputs of `address` (as readAddressUtxos) and the sum of its confirmed ones. */
export async function readAddressHoldings(
  node: BitcoinNode,
  address: string,
): Promise<AddressHoldings> {
  await requireBitcoinAddress(node, address)
  const [scan, mempoolIds] = await Promise.all([
    node.scan<{ unspents: ScannedUtxo[] }>([`addr(${address})`]),
    node.call<string[]>('getrawmempool'),
  ])
  const mempool = await node.batch<MempoolTransaction>(
    mempoolIds.map((txid) => ['getrawtransaction', [txid, true]] as const),
  )
  const spent = new Set(
    mempool.flatMap((tx) =>
      tx.vin.flatMap((input) => (input.txid ? [`${input.txid}:${input.vout}`] : [])),
    ),
  )
  const blockHashes = [
    ...new Set(scan.unspents.flatMap((utxo) => (utxo.blockhash ? [utxo.blockhash] : []))),
  ]
  const headers = await node.batch<{ hash: string; time: number; height: number }>(
    blockHashes.map((hash) => ['getblockheader', [hash]] as const),
  )
  const timeOf = new Map(headers.map((header) => [header.hash, header.time]))

  const confirmed: EsploraUtxo[] = []
  for (const utxo of scan.unspents) {
    if (spent.has(`${utxo.txid}:${utxo.vout}`)) continue
    const blockHash = utxo.blockhash ?? (await node.call<string>('getblockhash', [utxo.height]))
    const blockTime =
      timeOf.get(blockHash) ??
      (await node.call<{ time: number }>('getblockheader', [blockHash])).time
    confirmed.push({
      txid: utxo.txid,
      vout: utxo.vout,
      status: {
        confirmed: true,
        block_height: utxo.height,
        block_hash: blockHash,
        block_time: blockTime,
      },
      value: btcToSats(utxo.amount),
    })
  }
  const unconfirmed: EsploraUtxo[] = mempool.flatMap((tx) =>
    tx.vout
      .filter(
        (output) => output.scriptPubKey.address === address && !spent.has(`${tx.txid}:${output.n}`),
      )
      .map((output) => ({
        txid: tx.txid,
        vout: output.n,
        status: { confirmed: false } as const,
        value: btcToSats(output.value),
      })),
  )
  const height = (utxo: EsploraUtxo) =>
    utxo.status.confirmed ? utxo.status.block_height : Infinity
  const utxos = [...confirmed, ...unconfirmed].sort(
    (a, b) => height(a) - height(b) || a.txid.localeCompare(b.txid) || a.vout - b.vout,
  )
  const chainSats = scan.unspents.reduce((sum, utxo) => sum + btcToSats(utxo.amount), 0)
  return { utxos, chainSats }
}
