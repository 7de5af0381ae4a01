import { createHash } from 'node:crypto'
import { toBase58 } from './base58'

/** A commitment level as a node reads it. */
export type Commitment = 'processed' | 'confirmed' | 'finalized'

/** Blocks a blockhash stays valid for (Agave's MAX_PROCESSING_AGE). */
export const MAX_PROCESSING_AGE = 150

/** Slots between a block and its finalization (a supermajority root, 32 votes deep). */
export const FINALIZATION_DEPTH = 32

/** The genesis hash of the devnet: fixed, so its CAIP-2 id (`solana:<first 32>`) is fixed too. */
export const SOLANA_DEVNET_GENESIS_HASH = toBase58(
  createHash('sha256').update('appkit solana devnet genesis').digest(),
)

const aliases: Record<string, Commitment> = {
  processed: 'processed',
  recent: 'processed',
  confirmed: 'confirmed',
  single: 'confirmed',
  singleGossip: 'confirmed',
  finalized: 'finalized',
  root: 'finalized',
  max: 'finalized',
}

/** The commitment named `value` (deprecated aliases included); finalized when absent. */
export function toCommitment(value: unknown): Commitment | undefined {
  if (value === undefined || value === null) return 'finalized'
  return typeof value === 'string' ? aliases[value] : undefined
}

/**
 * The simulated cluster's time: one block per slot (no skipped slots, so block height = slot),
 * a new blockhash per slot valid for MAX_PROCESSING_AGE blocks, `confirmed` one slot behind the
 * tip and `finalized` FINALIZATION_DEPTH slots behind it.
 */
export class SlotClock {
  #slot = 0
  readonly #hashes: string[] = [SOLANA_DEVNET_GENESIS_HASH]
  readonly #slotOfHash = new Map<string, number>([[SOLANA_DEVNET_GENESIS_HASH, 0]])
  readonly #times: number[] = [Math.floor(Date.now() / 1000)]

  /** The newest (processed) slot. */
  get slot(): number {
    return this.#slot
  }

  /** Produces the next slot with its blockhash (sha256 of the previous one and the slot). */
  advance(): number {
    const previous = this.#hashes[this.#hashes.length - 1]!
    this.#slot += 1
    const hash = toBase58(createHash('sha256').update(`${previous}:${this.#slot}`).digest())
    this.#hashes.push(hash)
    this.#slotOfHash.set(hash, this.#slot)
    this.#times.push(Math.floor(Date.now() / 1000))
    const dropped = this.#slot - 2 * MAX_PROCESSING_AGE
    if (dropped >= 0) this.#slotOfHash.delete(this.#hashes[dropped]!)
    return this.#slot
  }

  /** The slot a read at `commitment` sees. */
  slotAt(commitment: Commitment): number {
    if (commitment === 'processed') return this.#slot
    if (commitment === 'confirmed') return Math.max(0, this.#slot - 1)
    return Math.max(0, this.#slot - FINALIZATION_DEPTH)
  }

  /** The commitment a block at `slot` has reached (undefined before it exists). */
  commitmentOf(slot: number): Commitment | undefined {
    if (slot > this.#slot) return undefined
    if (slot <= this.slotAt('finalized')) return 'finalized'
    return slot <= this.slotAt('confirmed') ? 'confirmed' : 'processed'
  }

  /** Whether a block at `slot` has reached `commitment`. */
  reached(slot: number, commitment: Commitment): boolean {
    return slot <= this.slotAt(commitment)
  }

  /** The blockhash of `slot`. */
  blockhashOf(slot: number): string {
    return this.#hashes[slot]!
  }

  /** The unix time (seconds) `slot` was produced. */
  blockTimeOf(slot: number): number {
    return this.#times[slot] ?? this.#times[this.#times.length - 1]!
  }

  /** The last block height at which a transaction using `blockhash` can land (undefined: unknown). */
  lastValidBlockHeight(blockhash: string): number | undefined {
    const slot = this.#slotOfHash.get(blockhash)
    return slot === undefined ? undefined : slot + MAX_PROCESSING_AGE
  }

  /** Whether a transaction using `blockhash` can land now. */
  isValid(blockhash: string): boolean {
    const last = this.lastValidBlockHeight(blockhash)
    return last !== undefined && this.#slot <= last
  }
}
