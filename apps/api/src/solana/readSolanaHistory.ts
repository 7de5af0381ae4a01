import { formatUnits } from 'viem'
import type { HistoryTransaction, HistoryTransfer } from '../history/readHistory'
import { BadRequestError, UpstreamError } from '../server/ApiError'
import type { SolanaRpc } from './SolanaRpc'
import { READ_COMMITMENT, SOL } from './solanaConstants'

/** Signatures a node lists per address in one call (its maximum). */
const SIGNATURES_PER_ADDRESS = 1000
/** Token accounts of the owner whose signatures are read too (incoming SPL transfers name only them). */
const MAX_TOKEN_ACCOUNTS = 20

type SignatureInfo = { signature: string; slot: number; blockTime: number | null; err: unknown }
type TokenBalanceEntry = {
  accountIndex: number
  mint: string
  owner?: string
  uiTokenAmount: { amount: string; decimals: number }
}
type JsonTransaction = {
  blockTime: number | null
  slot: number
  meta: {
    err: unknown
    fee: number
    preBalances: number[]
    postBalances: number[]
    preTokenBalances?: TokenBalanceEntry[]
    postTokenBalances?: TokenBalanceEntry[]
    loadedAddresses?: { writable: string[]; readonly: string[] }
  } | null
  transaction: { message: { accountKeys: string[] }; signatures: string[] }
}

function encodeCursor(entry: SignatureInfo): string {
  return Buffer.from(`${entry.slot}:${entry.signature}`).toString('base64url')
}

function decodeCursor(cursor: string): { slot: number; signature: string } {
  const match = /^(\d{1,15}):([1-9A-HJ-NP-Za-km-z]{64,88})$/.exec(
    Buffer.from(cursor, 'base64url').toString(),
  )
  if (!match) throw new BadRequestError('Invalid cursor')
  return { slot: Number(match[1]), signature: match[2] as string }
}

/** Newest first: higher slot, then (within a slot) the larger signature. */
function newerFirst(a: SignatureInfo, b: SignatureInfo): number {
  return b.slot - a.slot || (a.signature < b.signature ? 1 : a.signature > b.signature ? -1 : 0)
}

/**
 * The transactions of a Solana account, newest first, `limit` per page, from the cluster's RPC:
 * the signatures of the owner and of its token accounts of the configured mints (an incoming SPL
 * transfer names only the token account; `getSignaturesForAddress`, the newest 1,000 of each, at
 * `confirmed`), then each page's transactions (`getTransaction`, json). Each
 * becomes the history shape (SPEC §3) with one transfer per asset whose balance of the owner
 * changed: SOL (the fee left out when the owner paid it) and each SPL mint (by owner, summed over
 * its token accounts). The cursor is opaque (slot and signature of the page's last entry).
 */
export async function readSolanaHistory(
  rpc: SolanaRpc,
  owner: string,
  prices: Readonly<Record<string, number>>,
  options: { cursor?: string | undefined; limit: number },
): Promise<{ data: HistoryTransaction[]; next: string | null }> {
  const after = options.cursor ? decodeCursor(options.cursor) : undefined
  const parsed = { encoding: 'jsonParsed', commitment: READ_COMMITMENT }
  let entries: SignatureInfo[]
  let transactions: (JsonTransaction | null)[]
  try {
    const tokenLists = await rpc.batch<{ value: { pubkey: string }[] }>(
      (rpc.config.tokens ?? []).map(
        ({ mint }) => ['getTokenAccountsByOwner', [owner, { mint }, parsed]] as const,
      ),
    )
    const tokenAccounts = tokenLists
      .flatMap((list) => list.value.map((account) => account.pubkey))
      .slice(0, MAX_TOKEN_ACCOUNTS)
    const lists = await rpc.batch<SignatureInfo[]>(
      [owner, ...tokenAccounts].map(
        (address) =>
          [
            'getSignaturesForAddress',
            [address, { limit: SIGNATURES_PER_ADDRESS, commitment: READ_COMMITMENT }],
          ] as const,
      ),
    )
    const unique = new Map(lists.flat().map((entry) => [entry.signature, entry]))
    entries = [...unique.values()].sort(newerFirst)
    if (after) {
      const cursor = { ...after, blockTime: null, err: null }
      entries = entries.filter((entry) => newerFirst(entry, cursor) > 0)
    }
    const page = entries.slice(0, options.limit)
    transactions = await rpc.batch<JsonTransaction | null>(
      page.map(
        (entry) =>
          [
            'getTransaction',
            [
              entry.signature,
              { encoding: 'json', commitment: READ_COMMITMENT, maxSupportedTransactionVersion: 0 },
            ],
          ] as const,
      ),
    )
  } catch (error) {
    if (error instanceof BadRequestError) throw error
    throw new UpstreamError('Transaction history unavailable', error)
  }
  const page = entries.slice(0, options.limit)
  const data = page.flatMap((entry, index) => {
    const transaction = transactions[index]
    return transaction ? [toTransaction(rpc, owner, prices, entry, transaction)] : []
  })
  const last = page[page.length - 1]
  return { data, next: entries.length > options.limit && last ? encodeCursor(last) : null }
}

function toTransaction(
  rpc: SolanaRpc,
  owner: string,
  prices: Readonly<Record<string, number>>,
  entry: SignatureInfo,
  tx: JsonTransaction,
): HistoryTransaction {
  const meta = tx.meta
  const keys = [
    ...tx.transaction.message.accountKeys,
    ...(meta?.loadedAddresses?.writable ?? []),
    ...(meta?.loadedAddresses?.readonly ?? []),
  ]
  const payer = keys[0] ?? ''
  const transfers: HistoryTransfer[] = []
  let receiver: string | undefined

  const tokenDeltas = new Map<string, { decimals: number; delta: bigint }>()
  const gainers = new Map<string, bigint>()
  const add = (list: TokenBalanceEntry[] | undefined, sign: bigint) => {
    for (const balance of list ?? []) {
      const amount = BigInt(balance.uiTokenAmount.amount) * sign
      if (balance.owner === owner) {
        const current = tokenDeltas.get(balance.mint)?.delta ?? 0n
        tokenDeltas.set(balance.mint, {
          decimals: balance.uiTokenAmount.decimals,
          delta: current + amount,
        })
      } else if (balance.owner) {
        const key = `${balance.owner} ${balance.mint}`
        gainers.set(key, (gainers.get(key) ?? 0n) + amount)
      }
    }
  }
  add(meta?.preTokenBalances, -1n)
  add(meta?.postTokenBalances, 1n)

  const ownerIndex = keys.indexOf(owner)
  if (meta && ownerIndex >= 0) {
    const pre = BigInt(meta.preBalances[ownerIndex] ?? 0)
    const post = BigInt(meta.postBalances[ownerIndex] ?? 0)
    const delta = post - pre + (ownerIndex === 0 ? BigInt(meta.fee) : 0n)
    if (delta !== 0n) transfers.push(fungible(SOL, delta, prices))
  }
  for (const [mint, { decimals, delta }] of tokenDeltas) {
    if (delta === 0n) continue
    const token = rpc.config.tokens?.find((candidate) => candidate.mint === mint)
    transfers.push(
      fungible(token ?? { name: 'Unknown token', symbol: 'UNKNOWN', decimals }, delta, prices),
    )
  }
  for (const [key, delta] of gainers) {
    if (delta > 0n) {
      receiver = key.split(' ')[0]
      break
    }
  }
  if (!receiver && meta) {
    receiver = keys.find(
      (_key, index) =>
        index > 0 && BigInt(meta.postBalances[index] ?? 0) > BigInt(meta.preBalances[index] ?? 0),
    )
  }
  if (!receiver && transfers.some((transfer) => transfer.direction === 'in')) receiver = owner

  const ins = transfers.some((transfer) => transfer.direction === 'in')
  const outs = transfers.some((transfer) => transfer.direction === 'out')
  const operationType = ins && outs ? 'trade' : outs ? 'send' : ins ? 'receive' : 'execute'
  const blockTime = tx.blockTime ?? entry.blockTime
  return {
    id: entry.signature,
    metadata: {
      operationType,
      hash: entry.signature,
      minedAt: new Date((blockTime ?? 0) * 1000).toISOString(),
      sentFrom: payer,
      sentTo: receiver ?? '',
      status: (meta?.err ?? entry.err) === null ? 'confirmed' : 'failed',
      chain: rpc.config.chainId,
    },
    transfers,
  }
}

function fungible(
  token: { name: string; symbol: string; decimals: number },
  delta: bigint,
  prices: Readonly<Record<string, number>>,
): HistoryTransfer {
  const numeric = formatUnits(delta < 0n ? -delta : delta, token.decimals)
  const price = prices[token.symbol] ?? 0
  return {
    fungible_info: {
      name: token.name,
      symbol: token.symbol,
      icon: { url: `/public/getTokenImage/${encodeURIComponent(token.symbol)}` },
    },
    direction: delta > 0n ? 'in' : 'out',
    quantity: { numeric },
    value: Number(numeric) * price,
    price,
  }
}
