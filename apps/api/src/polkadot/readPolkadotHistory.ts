import { formatUnits } from 'viem'
import { marketPrices } from '../chains/toTokenBalance'
import type { HistoryTransaction, HistoryTransfer } from '../history/readHistory'
import { BadRequestError } from '../server/ApiError'
import type { PolkadotNode } from './PolkadotNode'
import {
  accountIdOf,
  type IndexedPolkadotTransfer,
  PolkadotTransferIndex,
} from './PolkadotTransferIndex'

const indexes = new WeakMap<PolkadotNode, PolkadotTransferIndex>()

/** The transfer index of `node`, made on first use and kept for the node's lifetime. */
export function transferIndexOf(node: PolkadotNode): PolkadotTransferIndex {
  let index = indexes.get(node)
  if (!index) {
    index = new PolkadotTransferIndex(node)
    indexes.set(node, index)
  }
  return index
}

const placeOf = (transfer: IndexedPolkadotTransfer) => `${transfer.block}:${transfer.eventIndex}`

function encodeCursor(transfer: IndexedPolkadotTransfer): string {
  return Buffer.from(placeOf(transfer)).toString('base64url')
}

function decodeCursor(cursor: string): string {
  const place = Buffer.from(cursor, 'base64url').toString()
  if (!/^\d{1,10}:\d{1,6}$/.test(place)) throw new BadRequestError('Invalid cursor')
  return place
}

/**
 * The native-token transfers of a Polkadot account, newest first, `limit` per page, from the
 * node's blocks (PolkadotTransferIndex: every `balances.Transfer` event). Each is a transaction of
 * the history shape (SPEC §3) with one transfer as the account sees it: `out` what it paid,
 * `in` what it was paid, `self` a transfer to itself. Only landed transfers have the event, so
 * each is `confirmed`.
 */
export async function readPolkadotHistory(
  node: PolkadotNode,
  address: string,
  prices: Readonly<Record<string, number>>,
  options: { cursor?: string | undefined; limit: number },
): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  let list = await transferIndexOf(node).transfersOf(address)
  if (options.cursor) {
    const after = decodeCursor(options.cursor)
    const at = list.findIndex((transfer) => placeOf(transfer) === after)
    if (at < 0) throw new BadRequestError('Invalid cursor')
    list = list.slice(at + 1)
  }
  const page = list.slice(0, options.limit)
  const last = page[page.length - 1]
  const owner = accountIdOf(address)
  return {
    data: page.map((transfer) => toTransaction(node, owner, prices, transfer)),
    next: list.length > options.limit && last ? encodeCursor(last) : null,
  }
}

function toTransaction(
  node: PolkadotNode,
  owner: string,
  prices: Readonly<Record<string, number>>,
  transfer: IndexedPolkadotTransfer,
): HistoryTransaction {
  const { nativeCurrency, chainId } = node.config
  const paid = accountIdOf(transfer.from) === owner
  const wasPaid = accountIdOf(transfer.to) === owner
  const direction: HistoryTransfer['direction'] = paid && wasPaid ? 'self' : paid ? 'out' : 'in'
  const numeric = formatUnits(transfer.amount, nativeCurrency.decimals)
  const price = marketPrices(node.config, prices)[nativeCurrency.symbol] ?? 0
  return {
    id: `${transfer.hash}:${transfer.eventIndex}`,
    metadata: {
      operationType: direction === 'out' ? 'send' : direction === 'in' ? 'receive' : 'execute',
      hash: transfer.hash,
      minedAt: new Date(transfer.time).toISOString(),
      sentFrom: transfer.from,
      sentTo: transfer.to,
      status: 'confirmed',
      chain: chainId,
    },
    transfers: [
      {
        fungible_info: {
          name: nativeCurrency.name,
          symbol: nativeCurrency.symbol,
          icon: { url: `/public/getTokenImage/${encodeURIComponent(nativeCurrency.symbol)}` },
        },
        direction,
        quantity: { numeric },
        value: Number(numeric) * price,
        price,
      },
    ],
  }
}
