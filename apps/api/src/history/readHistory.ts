import type { ResolvedConfig } from '../config'
import type { Queryable } from '../db/Database'
import { BadRequestError } from '../server/ApiError'

const zeroAddress = '0x0000000000000000000000000000000000000000'

interface TransferRow {
  chain_id: number
  tx_hash: string
  log_index: number
  block_number: number
  block_time: Date | string
  kind: 'native' | 'erc20' | 'erc721'
  token_address: string | null
  token_id: string | null
  from_address: string
  to_address: string
  value: string
  tx_from: string
  tx_to: string | null
}

/** One transfer of a transaction (SPEC §3): fungible_info or nft_info, direction and quantity. */
export interface HistoryTransfer {
  fungible_info?: { name: string; symbol: string; icon: { url: string } }
  nft_info?: { name: string; content: { preview: { url: string } }; flags: { is_spam: boolean } }
  direction: 'in' | 'out' | 'self'
  quantity: { numeric: string }
  value: number
  price: number
}

/** A transaction of the history (SPEC §3). */
export interface HistoryTransaction {
  id: string
  metadata: {
    operationType: string
    hash: string
    minedAt: string
    sentFrom: string
    sentTo: string
    status: string
    chain: string
  }
  transfers: HistoryTransfer[]
}

function encodeCursor(row: { block_number: number; chain_id: number; tx_hash: string }): string {
  return Buffer.from(`${row.block_number}:${row.chain_id}:${row.tx_hash}`).toString('base64url')
}

function decodeCursor(cursor: string): [number, number, string] {
  const match = /^(\d{1,10}):(\d{1,10}):(0x[0-9a-f]{64})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  )
  if (!match) throw new BadRequestError('Invalid cursor')
  return [Number(match[1]), Number(match[2]), match[3] as string]
}

function formatAmount(value: string, decimals: number): string {
  const padded = value.padStart(decimals + 1, '0')
  const whole = padded.slice(0, padded.length - decimals)
  const fraction = padded.slice(padded.length - decimals).replace(/0+$/, '')
  return fraction ? `${whole}.${fraction}` : whole
}

/**
 * The transactions touching `account` (newest first, `limit` per page), each with its transfers as
 * the account sees them, and the cursor of the next page (null on the last).
 */
export async function readHistory(
  db: Queryable,
  config: ResolvedConfig,
  account: string,
  options: { chainId?: number | undefined; cursor?: string | undefined; limit: number },
): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  const who = account.toLowerCase()
  const params: unknown[] = [who]
  let where = '(from_address = $1 OR to_address = $1)'
  if (options.chainId !== undefined) {
    params.push(options.chainId)
    where += ` AND chain_id = $${params.length}`
  }
  if (options.cursor) {
    params.push(...decodeCursor(options.cursor))
    const n = params.length
    where += ` AND (block_number, chain_id, tx_hash) < ($${n - 2}::integer, $${n - 1}::integer, $${n}::text)`
  }
  params.push(options.limit + 1)
  const txRows = await db.query<{ chain_id: number; tx_hash: string; block_number: number }>(
    `SELECT chain_id, tx_hash, max(block_number) AS block_number FROM transfers WHERE ${where}
     GROUP BY chain_id, tx_hash ORDER BY max(block_number) DESC, chain_id DESC, tx_hash DESC LIMIT $${params.length}`,
    params,
  )
  const page = txRows.slice(0, options.limit)
  if (page.length === 0) return { data: [], next: null }
  const transfers = await db.query<TransferRow>(
    `SELECT * FROM transfers WHERE (from_address = $1 OR to_address = $1) AND tx_hash = ANY($2::text[]) ORDER BY log_index`,
    [who, page.map((r) => r.tx_hash)],
  )
  const data = page.map((tx) => {
    const own = transfers.filter((t) => t.tx_hash === tx.tx_hash && t.chain_id === tx.chain_id)
    return toTransaction(config, who, own)
  })
  const last = page[page.length - 1]
  return { data, next: txRows.length > options.limit && last ? encodeCursor(last) : null }
}

function toTransaction(
  config: ResolvedConfig,
  who: string,
  rows: TransferRow[],
): HistoryTransaction {
  const first = rows[0] as TransferRow
  const chain = config.chains.find((c) => c.chainId === first.chain_id)
  const transfers = rows.map((row): HistoryTransfer => {
    const direction =
      row.from_address === who && row.to_address === who
        ? 'self'
        : row.from_address === who
          ? 'out'
          : 'in'
    if (row.kind === 'erc721') {
      const nft = chain?.nfts?.find((n) => n.address.toLowerCase() === row.token_address)
      return {
        nft_info: {
          name: `${nft?.name ?? 'NFT'} #${row.token_id}`,
          content: { preview: { url: `/public/getTokenImage/${nft?.symbol ?? 'NFT'}` } },
          flags: { is_spam: false },
        },
        direction,
        quantity: { numeric: '1' },
        value: 0,
        price: 0,
      }
    }
    const token =
      row.kind === 'native'
        ? chain?.nativeCurrency
        : chain?.tokens?.find((t) => t.address.toLowerCase() === row.token_address)
    const symbol = token?.symbol ?? 'UNKNOWN'
    const numeric = formatAmount(row.value, token?.decimals ?? 18)
    const price = token ? (config.prices[symbol] ?? 0) : 0
    return {
      fungible_info: {
        name: token?.name ?? 'Unknown token',
        symbol,
        icon: { url: `/public/getTokenImage/${encodeURIComponent(symbol)}` },
      },
      direction,
      quantity: { numeric },
      value: Number(numeric) * price,
      price,
    }
  })
  const minted = rows.some((r) => r.from_address === zeroAddress && r.to_address === who)
  const burned = rows.some((r) => r.to_address === zeroAddress && r.from_address === who)
  const ins = transfers.some((t) => t.direction === 'in')
  const outs = transfers.some((t) => t.direction === 'out')
  const operationType = minted
    ? 'mint'
    : burned
      ? 'burn'
      : ins && outs
        ? 'trade'
        : outs
          ? 'send'
          : ins
            ? 'receive'
            : 'execute'
  return {
    id: `${first.tx_hash}:${first.chain_id}`,
    metadata: {
      operationType,
      hash: first.tx_hash,
      minedAt: new Date(first.block_time).toISOString(),
      sentFrom: first.tx_from,
      sentTo: first.tx_to ?? '',
      status: 'confirmed',
      chain: `eip155:${first.chain_id}`,
    },
    transfers,
  }
}
