import { formatUnits } from 'viem'
import { marketPrices } from '../chains/toTokenBalance'
import type { HistoryTransaction, HistoryTransfer } from '../history/readHistory'
import { BadRequestError } from '../server/ApiError'
import type { CosmosChain } from './CosmosChain'

type TxEvent = { type: string; attributes: { key: string; value: string }[] }
type SearchedTx = { hash: string; height: string; tx_result: { code: number; events: TxEvent[] } }

/** Transactions read per query (CometBFT's largest page). */
const PER_PAGE = 100

function encodeCursor(tx: SearchedTx): string {
  return Buffer.from(`${tx.height}:${tx.hash}`).toString('base64url')
}

function decodeCursor(cursor: string): { height: number; hash: string } {
  const match = /^(\d{1,15}):([0-9A-F]{64})$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw new BadRequestError('Invalid cursor')
  return { height: Number(match[1]), hash: match[2] as string }
}

const newerFirst = (a: SearchedTx, b: SearchedTx) =>
  Number(b.height) - Number(a.height) || (a.hash < b.hash ? 1 : a.hash > b.hash ? -1 : 0)

const attribute = (event: TxEvent, key: string) =>
  event.attributes.find((entry) => entry.key === key)?.value

/** The amount of `denom` in a coins text (`12uatom,3ibc/…`), in base units. */
function amountOf(coins: string | undefined, denom: string): bigint {
  for (const coin of (coins ?? '').split(',')) {
    const match = /^(\d+)(.+)$/.exec(coin.trim())
    if (match && match[2] === denom) return BigInt(match[1] as string)
  }
  return 0n
}

/**
 * The transactions of a Cosmos account, newest first, `limit` per page, from the chain's
 * CometBFT `tx_search` (the ones it paid the fee for, `tx.fee_payer`, and the ones that sent it
 * coins, `transfer.recipient`; the newest 100 of each) and each page's block times (`header`).
 * Each becomes the history shape (SPEC §3) with one transfer of the native coin per direction
 * its `transfer` events moved (the fee left out); a failed transaction shows as failed.
 */
export async function readCosmosHistory(
  chain: CosmosChain,
  owner: string,
  prices: Readonly<Record<string, number>>,
  options: { cursor?: string | undefined; limit: number },
): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  const after = options.cursor ? decodeCursor(options.cursor) : undefined
  const queries = [`tx.fee_payer='${owner}'`, `transfer.recipient='${owner}'`]
  const lists = await Promise.all(
    queries.map((query) =>
      chain.rpc<{ txs: SearchedTx[] }>('tx_search', {
        query,
        page: '1',
        per_page: String(PER_PAGE),
        order_by: 'desc',
      }),
    ),
  )
  let entries = [...new Map(lists.flatMap((list) => list.txs).map((tx) => [tx.hash, tx])).values()]
  entries.sort(newerFirst)
  if (after) {
    const cursor = {
      hash: after.hash,
      height: String(after.height),
      tx_result: { code: 0, events: [] },
    }
    entries = entries.filter((tx) => newerFirst(tx, cursor) > 0)
  }
  const page = entries.slice(0, options.limit)
  const heights = [...new Set(page.map((tx) => tx.height))]
  const headers = await Promise.all(
    heights.map((height) => chain.rpc<{ header: { time: string } }>('header', { height })),
  )
  const times = new Map(heights.map((height, index) => [height, headers[index]!.header.time]))
  const data = page.map((tx) => toTransaction(chain, owner, prices, tx, times.get(tx.height)))
  const last = page[page.length - 1]
  return { data, next: entries.length > options.limit && last ? encodeCursor(last) : null }
}

function toTransaction(
  chain: CosmosChain,
  owner: string,
  prices: Readonly<Record<string, number>>,
  tx: SearchedTx,
  time: string | undefined,
): HistoryTransaction {
  const { denom, coin, chainId } = chain.config
  const events = tx.tx_result.events
  let sent = 0n
  let received = 0n
  let sender = ''
  let recipient = ''
  for (const event of events.filter((candidate) => candidate.type === 'transfer')) {
    const amount = amountOf(attribute(event, 'amount'), denom)
    const from = attribute(event, 'sender') ?? ''
    const to = attribute(event, 'recipient') ?? ''
    sender ||= from
    recipient ||= to
    if (from === owner) sent += amount
    if (to === owner) received += amount
  }
  const payer = events.find((event) => event.type === 'tx' && attribute(event, 'fee_payer'))
  sender ||= (payer && attribute(payer, 'fee_payer')) ?? ''
  const transfers: HistoryTransfer[] = []
  const price = marketPrices(chain.config, prices)[coin.symbol] ?? 0
  const push = (amount: bigint, direction: HistoryTransfer['direction']) => {
    const numeric = formatUnits(amount, coin.decimals)
    transfers.push({
      fungible_info: {
        name: coin.name,
        symbol: coin.symbol,
        icon: { url: `/public/getTokenImage/${encodeURIComponent(coin.symbol)}` },
      },
      direction,
      quantity: { numeric },
      value: Number(numeric) * price,
      price,
    })
  }
  if (sent > 0n && received > 0n && sent === received) push(sent, 'self')
  else {
    if (sent > 0n) push(sent, 'out')
    if (received > 0n) push(received, 'in')
  }
  const ins = received > 0n && sent !== received
  const outs = sent > 0n && sent !== received
  return {
    id: tx.hash,
    metadata: {
      operationType: ins && outs ? 'trade' : outs ? 'send' : ins ? 'receive' : 'execute',
      hash: tx.hash,
      minedAt: time ?? new Date(0).toISOString(),
      sentFrom: sender,
      sentTo: recipient,
      status: tx.tx_result.code === 0 ? 'confirmed' : 'failed',
      chain: chainId,
    },
    transfers,
  }
}
