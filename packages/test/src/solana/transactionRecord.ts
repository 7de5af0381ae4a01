import type { WireTransaction } from './decodeWireTransaction'

/** A token balance of one account of a transaction, as a node's pre/postTokenBalances hold it. */
export type TokenBalance = {
  readonly accountIndex: number
  readonly mint: string
  readonly owner: string
  readonly programId: string
  readonly uiTokenAmount: {
    readonly amount: string
    readonly decimals: number
    readonly uiAmount: number
    readonly uiAmountString: string
  }
}

/** The balances of a transaction's accounts at one moment (before or after it ran). */
export type BalanceSnapshot = {
  readonly lamports: readonly bigint[]
  readonly tokens: readonly TokenBalance[]
}

/** An inner instruction a program invoked (CPI), in compiled form. */
export type InnerInstruction = {
  readonly programIdIndex: number
  readonly accounts: readonly number[]
  readonly data: string
  readonly stackHeight: number
}

/** A transaction that landed in a block (successful or failed with its fee charged). */
export type TransactionRecord = {
  readonly signature: string
  readonly slot: number
  readonly blockTime: number
  readonly wire: WireTransaction
  /** Static keys, then the keys loaded from lookup tables (writable, then readonly). */
  readonly accountKeys: readonly string[]
  readonly loadedAddresses: {
    readonly writable: readonly string[]
    readonly readonly: readonly string[]
  }
  /** Indexes of the account keys the transaction could write. */
  readonly writableIndexes: readonly number[]
  /** The TransactionError JSON, null on success. */
  readonly err: unknown
  readonly fee: bigint
  readonly pre: BalanceSnapshot
  readonly post: BalanceSnapshot
  readonly logMessages: readonly string[]
  readonly innerInstructions: readonly {
    index: number
    instructions: readonly InnerInstruction[]
  }[]
  readonly computeUnitsConsumed: bigint
}
