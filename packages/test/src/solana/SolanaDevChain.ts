import { EventEmitter } from 'node:events'
import { FailedTransactionMetadata, LiteSVM, type TransactionMetadata } from 'litesvm'
import { toBase58 } from './base58'
import { decodeWireTransaction, type WireTransaction } from './decodeWireTransaction'
import { LookupTableError, readAccountKeys } from './readAccountKeys'
import { readBalances } from './readBalances'
import { SolanaRpcError } from './SolanaRpcError'
import { SlotClock } from './slotClock'
import {
  describeTransactionError,
  namedTransactionError,
  type TransactionErrorInfo,
} from './transactionErrors'
import { transactionFee } from './transactionFee'
import type { InnerInstruction, TransactionRecord } from './transactionRecord'

/** What `simulate` reports (the value of a simulateTransaction answer, before encoding). */
export type SimulationResult = {
  readonly err: TransactionErrorInfo | null
  readonly logs: readonly string[]
  readonly unitsConsumed: bigint
  readonly returnData: { readonly programId: string; readonly data: Uint8Array } | null
}

/** Options of `simulate`. */
export type SimulateOptions = {
  readonly sigVerify: boolean
  readonly replaceRecentBlockhash: boolean
}

/** Entries the SlotHashes sysvar keeps (Agave's MAX_ENTRIES). */
const MAX_SLOT_HASHES = 512

type Events = { slot: [slot: number]; transaction: [record: TransactionRecord] }

function innerInstructionsOf(meta: TransactionMetadata): TransactionRecord['innerInstructions'] {
  return meta.innerInstructions().flatMap((list, index) => {
    if (list.length === 0) return []
    const instructions: InnerInstruction[] = list.map((inner) => {
      const compiled = inner.instruction()
      return {
        programIdIndex: compiled.programIdIndex(),
        accounts: [...compiled.accounts()],
        data: toBase58(compiled.data()),
        stackHeight: inner.stackHeight(),
      }
    })
    return [{ index, instructions }]
  })
}

function simulationOf(result: ReturnType<LiteSVM['simulateTransaction']>): SimulationResult {
  const failed = result instanceof FailedTransactionMetadata
  const meta = result.meta()
  const returned = meta.returnData()
  const data = returned.data()
  return {
    err: failed ? describeTransactionError(result.err()) : null,
    logs: meta.logs(),
    unitsConsumed: meta.computeUnitsConsumed(),
    returnData: data.length > 0 ? { programId: toBase58(returned.programId()), data } : null,
  }
}

function preflightFailure(
  info: TransactionErrorInfo,
  simulation?: SimulationResult,
): SolanaRpcError {
  return new SolanaRpcError(-32002, `Transaction simulation failed: ${info.text}`, {
    accounts: null,
    err: info.json,
    innerInstructions: null,
    loadedAccountsDataSize: 0,
    logs: simulation?.logs ?? [],
    replacementBlockhash: null,
    returnData: null,
    unitsConsumed: simulation?.unitsConsumed ?? 0n,
  })
}

/**
 * The devnet's Solana chain: litesvm (Anza's SVM: real program execution, ed25519 signature
 * checks, rent, fees) under a simulated cluster clock (SlotClock), with the ledger a node keeps
 * (transactions by signature and by address). Emits `slot` for each new slot and `transaction`
 * for each transaction that lands.
 */
export class SolanaDevChain extends EventEmitter<Events> {
  // The blockhash check is the clock's (a blockhash per slot, valid 150 blocks); litesvm's own
  // only knows one current blockhash.
  readonly svm = new LiteSVM().withBlockhashCheck(false)
  readonly clock = new SlotClock()
  readonly transactions = new Map<string, TransactionRecord>()
  readonly #byAddress = new Map<string, string[]>()
  #ticker: NodeJS.Timeout | undefined
  #slotHashesAt = -2

  constructor() {
    super()
    // Every WebSocket connection listens here (two listeners each): no limit to warn about.
    this.setMaxListeners(0)
    this.#syncClockSysvar()
  }

  /** Produces the next slot; a blockhash older than 150 blocks stops being valid. */
  advanceSlot(): number {
    const slot = this.clock.advance()
    this.#syncClockSysvar()
    this.emit('slot', slot)
    return slot
  }

  /** Advances one slot every `intervalMs` (a real cluster's slot lasts about 400 ms) until `stop()`. */
  startSlots(intervalMs: number): void {
    this.stopSlots()
    this.#ticker = setInterval(() => this.advanceSlot(), intervalMs)
    this.#ticker.unref()
  }

  /** Stops producing slots on a timer. */
  stopSlots(): void {
    clearInterval(this.#ticker)
    this.#ticker = undefined
  }

  /** Signatures of landed transactions that loaded `address`, newest first. */
  signaturesFor(address: string): readonly string[] {
    return [...(this.#byAddress.get(address) ?? [])].reverse()
  }

  /** Number of transactions that landed. */
  get transactionCount(): number {
    return this.transactions.size
  }

  /**
   * sendTransaction: with preflight, refuses a forged signature (-32003), an unknown or expired
   * blockhash and a failing simulation (-32002) as a node does; then executes it. A transaction that
   * passes its checks lands in a new slot (failed ones too, with the fee charged). Without
   * preflight a transaction that cannot land is dropped silently, as a leader drops it.
   */
  sendTransaction(bytes: Uint8Array, skipPreflight: boolean): string {
    const wire = decodeWireTransaction(bytes)
    const signature = wire.signatures[0]!
    if (!skipPreflight) this.#preflight(wire)
    if (this.transactions.has(signature) || !this.clock.isValid(wire.message.lifetimeToken)) {
      return signature
    }
    this.#execute(wire)
    return signature
  }

  /** simulateTransaction: runs `wire` against the current state without committing anything. */
  simulate(wire: WireTransaction, options: SimulateOptions): SimulationResult {
    if (!options.replaceRecentBlockhash && !this.clock.isValid(wire.message.lifetimeToken)) {
      return {
        err: namedTransactionError('BlockhashNotFound'),
        logs: [],
        unitsConsumed: 0n,
        returnData: null,
      }
    }
    try {
      readAccountKeys(this.svm, wire.message)
    } catch (error) {
      if (!(error instanceof LookupTableError)) throw error
      return { err: error.info, logs: [], unitsConsumed: 0n, returnData: null }
    }
    this.#syncSlotHashes()
    this.svm.withSigverify(options.sigVerify)
    try {
      return simulationOf(this.svm.simulateTransaction(wire.transaction))
    } finally {
      this.svm.withSigverify(true)
    }
  }

  #preflight(wire: WireTransaction): void {
    this.#syncSlotHashes()
    const simulation = simulationOf(this.svm.simulateTransaction(wire.transaction))
    if (simulation.err?.json === 'SignatureFailure') {
      throw new SolanaRpcError(-32003, 'Transaction signature verification failure')
    }
    // The bank's order: the blockhash's age first, then the status cache (already processed).
    if (!this.clock.isValid(wire.message.lifetimeToken)) {
      throw preflightFailure(namedTransactionError('BlockhashNotFound'))
    }
    if (this.transactions.has(wire.signatures[0]!)) {
      throw preflightFailure(namedTransactionError('AlreadyProcessed'))
    }
    try {
      readAccountKeys(this.svm, wire.message)
    } catch (error) {
      if (error instanceof LookupTableError) throw preflightFailure(error.info)
      throw error
    }
    if (simulation.err) throw preflightFailure(simulation.err, simulation)
  }

  #execute(wire: WireTransaction): void {
    let accounts: ReturnType<typeof readAccountKeys>
    try {
      accounts = readAccountKeys(this.svm, wire.message)
    } catch (error) {
      if (error instanceof LookupTableError) return
      throw error
    }
    const pre = readBalances(this.svm, accounts.keys)
    this.#syncSlotHashes()
    const result = this.svm.sendTransaction(wire.transaction)
    const post = readBalances(this.svm, accounts.keys)
    const failed = result instanceof FailedTransactionMetadata
    // A transaction lands when its fee was charged; one refused before that (bad signature,
    // unfunded fee payer, duplicate) never reaches a block.
    if (failed && post.lamports[0] === pre.lamports[0]) return
    const meta = failed ? result.meta() : result
    const slot = this.clock.advance()
    this.#syncClockSysvar()
    const record: TransactionRecord = {
      signature: wire.signatures[0]!,
      slot,
      blockTime: this.clock.blockTimeOf(slot),
      wire,
      accountKeys: accounts.keys,
      loadedAddresses: accounts.loaded,
      writableIndexes: accounts.writableIndexes,
      err: failed ? describeTransactionError(result.err()).json : null,
      fee: transactionFee(wire.message),
      pre,
      post,
      logMessages: meta.logs(),
      innerInstructions: failed ? [] : innerInstructionsOf(meta),
      computeUnitsConsumed: meta.computeUnitsConsumed(),
    }
    this.transactions.set(record.signature, record)
    for (const key of new Set(accounts.keys)) {
      const list = this.#byAddress.get(key)
      if (list) list.push(record.signature)
      else this.#byAddress.set(key, [record.signature])
    }
    this.emit('transaction', record)
    this.emit('slot', slot)
  }

  // The SlotHashes sysvar (recent slots, newest first, as the address lookup table program reads
  // them) is written only before a transaction runs: cheap even when many slots pass at once.
  #syncSlotHashes(): void {
    const newest = this.clock.slot - 1
    if (this.#slotHashesAt === newest) return
    this.#slotHashesAt = newest
    const hashes = []
    for (let slot = newest; slot >= 0 && slot > newest - MAX_SLOT_HASHES; slot--) {
      hashes.push({ slot: BigInt(slot), hash: this.clock.blockhashOf(slot) })
    }
    this.svm.setSlotHashes(hashes)
  }

  #syncClockSysvar(): void {
    const clock = this.svm.getClock()
    const slot = BigInt(this.clock.slot)
    clock.slot = slot
    clock.epoch = slot / this.svm.getEpochSchedule().slotsPerEpoch
    clock.unixTimestamp = BigInt(this.clock.blockTimeOf(this.clock.slot))
    this.svm.setClock(clock)
  }
}
