import { type Hex, parseAbiItem, toEventSelector } from 'viem'
import type { ChainClient } from '../chains/ChainClients'
import type { Database } from '../db/Database'

const transferEvent = parseAbiItem(
  'event Transfer(address indexed from, address indexed to, uint256 value)',
)
const transferTopic = toEventSelector(transferEvent)

/** Decodes an indexed address topic. */
function topicAddress(topic: Hex | undefined): string {
  return `0x${(topic ?? '0x').slice(26)}`.toLowerCase()
}

interface TransferRow {
  txHash: string
  logIndex: number
  blockNumber: number
  blockTime: Date
  kind: 'native' | 'erc20' | 'erc721'
  token: string | null
  tokenId: string | null
  from: string
  to: string
  value: string
  txFrom: string
  txTo: string | null
}

/**
 * Reads blocks `from`..`to` of a chain: native value transfers from the transactions, ERC-20
 * (three topics) and ERC-721 (four topics) Transfer logs of any contract; stores them and moves
 * the chain's cursor to `to`, in one transaction.
 */
export async function indexBlocks(
  db: Database,
  chain: ChainClient,
  from: bigint,
  to: bigint,
): Promise<number> {
  const { client, config } = chain
  const numbers: bigint[] = []
  for (let n = from; n <= to; n++) numbers.push(n)
  const [blocks, logs] = await Promise.all([
    Promise.all(
      numbers.map((blockNumber) => client.getBlock({ blockNumber, includeTransactions: true })),
    ),
    client.getLogs({ fromBlock: from, toBlock: to, event: transferEvent, strict: false }),
  ])
  const rows: TransferRow[] = []
  const txs = new Map<string, { from: string; to: string | null }>()
  const times = new Map<bigint, Date>()
  for (const block of blocks) {
    const blockTime = new Date(Number(block.timestamp) * 1000)
    times.set(block.number, blockTime)
    for (const tx of block.transactions) {
      const txFrom = tx.from.toLowerCase()
      const txTo = tx.to?.toLowerCase() ?? null
      txs.set(tx.hash, { from: txFrom, to: txTo })
      if (tx.value > 0n && txTo) {
        rows.push({
          txHash: tx.hash,
          logIndex: -1,
          blockNumber: Number(block.number),
          blockTime,
          kind: 'native',
          token: null,
          tokenId: null,
          from: txFrom,
          to: txTo,
          value: tx.value.toString(),
          txFrom,
          txTo,
        })
      }
    }
  }
  for (const log of logs) {
    const topics = log.topics as readonly Hex[]
    if (
      topics[0] !== transferTopic ||
      !log.transactionHash ||
      log.blockNumber === null ||
      log.logIndex === null
    )
      continue
    const nft = topics.length === 4
    if (!nft && topics.length !== 3) continue
    const tx = txs.get(log.transactionHash)
    const amount = nft
      ? BigInt(topics[3] as Hex)
      : log.data === '0x'
        ? 0n
        : BigInt(log.data.slice(0, 66))
    rows.push({
      txHash: log.transactionHash,
      logIndex: log.logIndex,
      blockNumber: Number(log.blockNumber),
      blockTime: times.get(log.blockNumber) ?? new Date(0),
      kind: nft ? 'erc721' : 'erc20',
      token: log.address.toLowerCase(),
      tokenId: nft ? amount.toString() : null,
      from: topicAddress(topics[1]),
      to: topicAddress(topics[2]),
      value: nft ? '1' : amount.toString(),
      txFrom: tx?.from ?? topicAddress(topics[1]),
      txTo: tx?.to ?? null,
    })
  }
  await db.transaction(async (q) => {
    for (const r of rows) {
      await q.query(
        `INSERT INTO transfers (chain_id, tx_hash, log_index, block_number, block_time, kind, token_address, token_id, from_address, to_address, value, tx_from, tx_to)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13) ON CONFLICT DO NOTHING`,
        [
          config.chainId,
          r.txHash,
          r.logIndex,
          r.blockNumber,
          r.blockTime,
          r.kind,
          r.token,
          r.tokenId,
          r.from,
          r.to,
          r.value,
          r.txFrom,
          r.txTo,
        ],
      )
    }
    await q.query(
      `INSERT INTO indexer_cursors (chain_id, last_block, block_hash) VALUES ($1, $2, $3)
       ON CONFLICT (chain_id) DO UPDATE SET last_block = EXCLUDED.last_block, block_hash = EXCLUDED.block_hash, updated_at = now()`,
      [config.chainId, Number(to), blocks[blocks.length - 1]?.hash ?? null],
    )
  })
  return rows.length
}
