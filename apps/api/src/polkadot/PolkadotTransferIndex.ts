import { ApiPromise, HttpProvider } from '@polkadot/api'
import type {} from '@polkadot/api/augment'
import type { ApiOptions } from '@polkadot/api/types'
import { u8aToHex } from '@polkadot/util'
import { decodeAddress } from '@polkadot/util-crypto'
import { UpstreamError } from '../server/ApiError'
import type { PolkadotNode } from './PolkadotNode'

/** A `balances.Transfer` event of a block, as the history needs it. */
export type IndexedPolkadotTransfer = {
  /** Block number and the event's index in the block: together, its place in the chain. */
  block: number
  eventIndex: number
  /** The hash of the extrinsic that made it (the block hash when no extrinsic did). */
  hash: `0x${string}`
  /** The block's `Timestamp.Now`, in milliseconds. */
  time: number
  /** SS58 addresses in the chain's own format. */
  from: string
  to: string
  /** In planck. */
  amount: bigint
}

const BLOCKS_PER_BATCH = 10

type Provider = NonNullable<ApiOptions['provider']>

/** The account id (public key hex) of an SS58 address of any format. */
export function accountIdOf(address: string): string {
  return u8aToHex(decodeAddress(address))
}

/**
 * A transfer index of one Substrate node, kept in memory: it reads every block once through
 * @polkadot/api (over the node's HTTP JSON-RPC: the events of `System.Events` decoded with the
 * runtime's own metadata, the extrinsics for their hashes, `Timestamp.Now` for the time) and
 * remembers each `balances.Transfer` by sender and receiver. When the block at the indexed tip
 * changes (a fork, or a restarted devnet), it starts over. Meant for the devnet or a small chain:
 * a mainnet deployment would put a Substrate indexer behind the same route.
 */
export class PolkadotTransferIndex {
  private readonly node: PolkadotNode
  private api: Promise<ApiPromise> | undefined
  private readonly byAccount = new Map<string, IndexedPolkadotTransfer[]>()
  private tipHash: string | undefined
  private tipHeight = 0
  private catchingUp: Promise<void> = Promise.resolve()

  constructor(node: PolkadotNode) {
    this.node = node
  }

  /** The transfers from or to `address` (any SS58 format), newest first. */
  async transfersOf(address: string): Promise<IndexedPolkadotTransfer[]> {
    const run = this.catchingUp.then(() => this.catchUp())
    this.catchingUp = run.catch(() => undefined)
    await run
    return [...(this.byAccount.get(accountIdOf(address)) ?? [])].reverse()
  }

  private connect(): Promise<ApiPromise> {
    if (!this.api) {
      // HttpProvider's optional `ttl` trips exactOptionalPropertyTypes; it is a provider.
      const provider = new HttpProvider(this.node.config.rpcUrl) as Provider
      this.api = ApiPromise.create({ provider, noInitWarn: true, throwOnConnect: true })
      this.api.catch(() => {
        this.api = undefined
      })
    }
    return this.api
  }

  private async catchUp(): Promise<void> {
    let api: ApiPromise
    try {
      api = await this.connect()
    } catch (cause) {
      throw new UpstreamError(
        `The Polkadot node of ${this.node.config.chainId} did not answer`,
        cause,
      )
    }
    const height = (await api.rpc.chain.getHeader()).number.toNumber()
    if (this.tipHash !== undefined) {
      const hash = (await api.rpc.chain.getBlockHash(this.tipHeight)).toHex()
      if (hash !== this.tipHash || height < this.tipHeight) {
        this.byAccount.clear()
        this.tipHash = undefined
        this.tipHeight = 0
      }
    }
    if (this.tipHash === undefined) this.tipHash = (await api.rpc.chain.getBlockHash(0)).toHex()
    for (let from = this.tipHeight + 1; from <= height; from += BLOCKS_PER_BATCH) {
      const numbers = Array.from(
        { length: Math.min(BLOCKS_PER_BATCH, height - from + 1) },
        (_, i) => from + i,
      )
      const blocks = await Promise.all(numbers.map((number) => this.readBlock(api, number)))
      for (const block of blocks) {
        for (const transfer of block.transfers) this.remember(transfer)
        this.tipHash = block.hash
        this.tipHeight = block.number
      }
    }
  }

  private async readBlock(
    api: ApiPromise,
    number: number,
  ): Promise<{ number: number; hash: string; transfers: IndexedPolkadotTransfer[] }> {
    const blockHash = await api.rpc.chain.getBlockHash(number)
    const [at, signed] = await Promise.all([api.at(blockHash), api.rpc.chain.getBlock(blockHash)])
    const [records, now] = await Promise.all([at.query.system.events(), at.query.timestamp.now()])
    const extrinsics = signed.block.extrinsics
    const transfers: IndexedPolkadotTransfer[] = []
    records.forEach(({ event, phase }, eventIndex) => {
      if (!api.events.balances.Transfer.is(event)) return
      const [from, to, amount] = event.data
      const extrinsic = phase.isApplyExtrinsic
        ? extrinsics[phase.asApplyExtrinsic.toNumber()]
        : undefined
      transfers.push({
        block: number,
        eventIndex,
        hash: extrinsic ? extrinsic.hash.toHex() : blockHash.toHex(),
        time: now.toNumber(),
        from: from.toString(),
        to: to.toString(),
        amount: amount.toBigInt(),
      })
    })
    return { number, hash: blockHash.toHex(), transfers }
  }

  private remember(transfer: IndexedPolkadotTransfer): void {
    for (const account of new Set([accountIdOf(transfer.from), accountIdOf(transfer.to)])) {
      const list = this.byAccount.get(account) ?? []
      list.push(transfer)
      this.byAccount.set(account, list)
    }
  }
}
