import type { ChainClient } from '../chains/ChainClients'
import type { Database } from '../db/Database'
import { indexBlocks } from './indexBlocks'

/** Follows one chain: every `pollMs`, indexes the blocks after its cursor, at most `batch` at a time. */
export class ChainIndexer {
  readonly #db: Database
  readonly #chain: ChainClient
  readonly #pollMs: number
  readonly #batch: bigint
  readonly #onError: (error: unknown) => void
  #timer: NodeJS.Timeout | undefined
  #running: Promise<void> | undefined
  #stopped = false

  constructor(
    db: Database,
    chain: ChainClient,
    options: { pollMs: number; batch?: number; onError: (error: unknown) => void },
  ) {
    this.#db = db
    this.#chain = chain
    this.#pollMs = options.pollMs
    this.#batch = BigInt(options.batch ?? 200)
    this.#onError = options.onError
  }

  /** Starts polling (the first round at once). */
  start(): void {
    this.#schedule(0)
  }

  /** Stops polling and waits for the round in flight. */
  async stop(): Promise<void> {
    this.#stopped = true
    clearTimeout(this.#timer)
    await this.#running
  }

  /** Indexes up to the chain head now; resolves with the last indexed block. */
  async catchUp(): Promise<bigint> {
    const head = await this.#chain.client.getBlockNumber({ cacheTime: 0 })
    let next = (await this.#lastIndexed()) + 1n
    while (next <= head && !this.#stopped) {
      const to = next + this.#batch - 1n < head ? next + this.#batch - 1n : head
      await indexBlocks(this.#db, this.#chain, next, to)
      next = to + 1n
    }
    return next - 1n
  }

  /**
   * The cursor, when its block is still on the chain with the same hash; otherwise (a restarted
   * devnet, a reorg) the chain's stored transfers are dropped and indexing starts again from 0.
   */
  async #lastIndexed(): Promise<bigint> {
    const chainId = this.#chain.config.chainId
    const rows = await this.#db.query<{ last_block: number; block_hash: string | null }>(
      'SELECT last_block, block_hash FROM indexer_cursors WHERE chain_id = $1',
      [chainId],
    )
    const cursor = rows[0]
    if (!cursor) return -1n
    const block = await this.#chain.client
      .getBlock({ blockNumber: BigInt(cursor.last_block) })
      .catch((error: unknown) => {
        // A chain shorter than the cursor (a restarted devnet) has no such block; any other failure is not an answer.
        if ((error as { name?: string }).name === 'BlockNotFoundError') return undefined
        throw error
      })
    if (block && block.hash === cursor.block_hash) return BigInt(cursor.last_block)
    await this.#db.transaction(async (tx) => {
      await tx.query('DELETE FROM transfers WHERE chain_id = $1', [chainId])
      await tx.query('DELETE FROM indexer_cursors WHERE chain_id = $1', [chainId])
    })
    return -1n
  }

  #schedule(delay: number): void {
    if (this.#stopped) return
    this.#timer = setTimeout(() => {
      this.#running = this.catchUp()
        .then(
          () => undefined,
          (error) => this.#onError(error),
        )
        .finally(() => this.#schedule(this.#pollMs))
    }, delay)
  }
}
