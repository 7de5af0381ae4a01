import type { BitcoinNode } from './BitcoinNode'
import { btcToSats } from './readAddressUtxos'

/** One side (input spent or output paid) of a transaction: its address and satoshis. */
export type BitcoinLeg = { address: string | undefined; sats: number }

/** A transaction as the history needs it: where it sits, what it spent and what it paid. */
export type IndexedBitcoinTransaction = {
  txid: string
  /** Block height; undefined while in the mempool. */
  height: number | undefined
  /** Position in its block (mempool: order of the node's mempool list). */
  position: number
  /** Block time in seconds (mempool: the time the node first saw it). */
  time: number
  inputs: BitcoinLeg[]
  outputs: BitcoinLeg[]
}

type VerboseTransaction = {
  txid: string
  vin: {
    txid?: string
    vout?: number
    coinbase?: string
    prevout?: { value: number; scriptPubKey: { address?: string } }
  }[]
  vout: { value: number; scriptPubKey: { address?: string } }[]
}
type VerboseBlock = { hash: string; height: number; time: number; tx: VerboseTransaction[] }

const BLOCKS_PER_BATCH = 20

function outputsOf(tx: VerboseTransaction): BitcoinLeg[] {
  return tx.vout.map((output) => ({
    address: output.scriptPubKey.address,
    sats: btcToSats(output.value),
  }))
}

/** A transaction's legs; an input without `prevout` (mempool answers) is looked up in `outputs`. */
function legs(
  tx: VerboseTransaction,
  outputs: ReadonlyMap<string, readonly BitcoinLeg[]>,
): Pick<IndexedBitcoinTransaction, 'inputs' | 'outputs'> {
  return {
    inputs: tx.vin.flatMap((input): BitcoinLeg[] => {
      if (input.prevout)
        return [
          { address: input.prevout.scriptPubKey.address, sats: btcToSats(input.prevout.value) },
        ]
      const spent = input.txid ? outputs.get(input.txid)?.[input.vout ?? -1] : undefined
      return spent ? [spent] : []
    }),
    outputs: outputsOf(tx),
  }
}

/**
 * A wallet-less address index of one node, kept in memory: it reads every block once
 * (`getblock` verbosity 3, which gives each input's previous output) and remembers which
 * transactions touch which address, and every transaction's outputs (the node gives no previous
 * output for a mempool transaction's inputs); the mempool is read fresh on each call. When the block at the
 * indexed tip changes (a reorg or a restarted regtest node), it starts over. Meant for a regtest or
 * otherwise small chain: a mainnet deployment would put an address indexer (electrs) behind the
 * same routes.
 */
export class BitcoinAddressIndex {
  private readonly node: BitcoinNode
  private readonly byAddress = new Map<string, IndexedBitcoinTransaction[]>()
  private readonly outputs = new Map<string, BitcoinLeg[]>()
  private tipHash: string | undefined
  private tipHeight = -1
  private catchingUp: Promise<void> = Promise.resolve()

  constructor(node: BitcoinNode) {
    this.node = node
  }

  /** The confirmed and mempool transactions touching `address`, newest first. */
  async transactionsOf(address: string): Promise<IndexedBitcoinTransaction[]> {
    const run = this.catchingUp.then(() => this.catchUp())
    this.catchingUp = run.catch(() => undefined)
    await run
    const mempool = await this.readMempool(address)
    const confirmed = [...(this.byAddress.get(address) ?? [])].reverse()
    return [...mempool, ...confirmed]
  }

  private async catchUp(): Promise<void> {
    const height = await this.node.call<number>('getblockcount')
    if (this.tipHash !== undefined) {
      const hash = await this.node.call<string>('getblockhash', [this.tipHeight])
      if (hash !== this.tipHash || height < this.tipHeight) {
        this.byAddress.clear()
        this.outputs.clear()
        this.tipHash = undefined
        this.tipHeight = -1
      }
    }
    for (let from = this.tipHeight + 1; from <= height; from += BLOCKS_PER_BATCH) {
      const heights = Array.from(
        { length: Math.min(BLOCKS_PER_BATCH, height - from + 1) },
        (_, i) => from + i,
      )
      const hashes = await this.node.batch<string>(
        heights.map((h) => ['getblockhash', [h]] as const),
      )
      const blocks = await this.node.batch<VerboseBlock>(
        hashes.map((hash) => ['getblock', [hash, 3]] as const),
      )
      for (const block of blocks) {
        block.tx.forEach((tx, position) => {
          this.remember({
            txid: tx.txid,
            height: block.height,
            position,
            time: block.time,
            ...legs(tx, this.outputs),
          })
        })
        this.tipHash = block.hash
        this.tipHeight = block.height
      }
    }
  }

  private remember(tx: IndexedBitcoinTransaction): void {
    this.outputs.set(tx.txid, tx.outputs)
    const addresses = new Set(
      [...tx.inputs, ...tx.outputs].flatMap((leg) => (leg.address ? [leg.address] : [])),
    )
    for (const address of addresses) {
      const list = this.byAddress.get(address) ?? []
      list.push(tx)
      this.byAddress.set(address, list)
    }
  }

  private async readMempool(address: string): Promise<IndexedBitcoinTransaction[]> {
    const entries = await this.node.call<Record<string, { time: number }>>('getrawmempool', [true])
    const ids = Object.keys(entries)
    const transactions = await this.node.batch<VerboseTransaction>(
      ids.map((txid) => ['getrawtransaction', [txid, 2]] as const),
    )
    // Mempool transactions may spend each other's outputs as well as confirmed ones.
    const outputs = new Map(this.outputs)
    for (const tx of transactions) outputs.set(tx.txid, outputsOf(tx))
    return transactions
      .map(
        (tx, position): IndexedBitcoinTransaction => ({
          txid: tx.txid,
          height: undefined,
          position,
          time: entries[tx.txid]?.time ?? 0,
          ...legs(tx, outputs),
        }),
      )
      .filter((tx) => [...tx.inputs, ...tx.outputs].some((leg) => leg.address === address))
      .sort((a, b) => b.time - a.time || b.position - a.position)
  }
}
