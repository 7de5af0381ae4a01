import type { HistoryTransaction, HistoryTransfer } from '../history/readHistory'
import { BadRequestError } from '../server/ApiError'
import { BitcoinAddressIndex, type IndexedBitcoinTransaction } from './BitcoinAddressIndex'
import type { BitcoinNode } from './BitcoinNode'
import { requireBitcoinAddress } from './readAddressUtxos'
import { BTC } from './readBitcoinBalances'

const indexes = new WeakMap<BitcoinNode, BitcoinAddressIndex>()

function formatSats(sats: number): string {
  const whole = Math.floor(sats / 100_000_000)
  const fraction = String(sats % 100_000_000)
    .padStart(8, '0')
    .replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : String(whole)
}

function encodeCursor(txid: string): string {
  return Buffer.from(txid).toString('base64url')
}

function decodeCursor(cursor: string): string {
  const txid = Buffer.from(cursor, 'base64url').toString()
  if (!/^[0-9a-f]{64}$/.test(txid)) throw new BadRequestError('Invalid cursor')
  return txid
}

/**
 * The transactions of a Bitcoin address, newest first (mempool, then by block), `limit` per page,
 * from the node through an in-memory address index (BitcoinAddressIndex). Each has one BTC transfer
 * as the address sees it: `in` what others paid it, `out` what it paid others (change and fee left
 * out), `self` when it paid only itself. Status `pending` in the mempool, else `confirmed`.
 */
export async function readBitcoinHistory(
  node: BitcoinNode,
  address: string,
  prices: Readonly<Record<string, number>>,
  options: { cursor?: string | undefined; limit: number },
): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  await requireBitcoinAddress(node, address)
  let index = indexes.get(node)
  if (!index) {
    index = new BitcoinAddressIndex(node)
    indexes.set(node, index)
  }
  let list = await index.transactionsOf(address)
  if (options.cursor) {
    const after = decodeCursor(options.cursor)
    const at = list.findIndex((tx) => tx.txid === after)
    if (at < 0) throw new BadRequestError('Invalid cursor')
    list = list.slice(at + 1)
  }
  const page = list.slice(0, options.limit)
  const last = page[page.length - 1]
  return {
    data: page.map((tx) => toTransaction(node, address, prices, tx)),
    next: list.length > options.limit && last ? encodeCursor(last.txid) : null,
  }
}

function toTransaction(
  node: BitcoinNode,
  address: string,
  prices: Readonly<Record<string, number>>,
  tx: IndexedBitcoinTransaction,
): HistoryTransaction {
  const sum = (legs: { sats: number }[]) => legs.reduce((total, leg) => total + leg.sats, 0)
  const spent = sum(tx.inputs.filter((leg) => leg.address === address))
  const received = sum(tx.outputs.filter((leg) => leg.address === address))
  const toOthers = tx.outputs.filter((leg) => leg.address !== address)
  const paidOthers = sum(toOthers)
  let transfer: { direction: HistoryTransfer['direction']; sats: number }
  let operationType: string
  if (spent === 0) {
    transfer = { direction: 'in', sats: received }
    operationType = 'receive'
  } else if (paidOthers > 0) {
    transfer = { direction: 'out', sats: paidOthers }
    operationType = 'send'
  } else {
    transfer = { direction: 'self', sats: received }
    operationType = 'execute'
  }
  const numeric = formatSats(transfer.sats)
  const price = prices[BTC.symbol] ?? 0
  const sender = spent > 0 ? address : (tx.inputs[0]?.address ?? '')
  const recipient = spent > 0 ? (toOthers[0]?.address ?? address) : address
  return {
    id: tx.txid,
    metadata: {
      operationType,
      hash: tx.txid,
      minedAt: new Date(tx.time * 1000).toISOString(),
      sentFrom: sender,
      sentTo: recipient,
      status: tx.height === undefined ? 'pending' : 'confirmed',
      chain: node.config.chainId,
    },
    transfers: [
      {
        fungible_info: {
          name: BTC.name,
          symbol: BTC.symbol,
          icon: { url: `/public/getTokenImage/${BTC.symbol}` },
        },
        direction: transfer.direction,
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ],
  }
}
