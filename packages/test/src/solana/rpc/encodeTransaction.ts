import { toBase58 } from '../base58'
import type { TransactionRecord } from '../transactionRecord'

/** The `json` encoding of a landed transaction's signatures and message, as getTransaction gives it. */
function jsonTransaction(record: TransactionRecord) {
  const { message, signatures } = record.wire
  const jsonMessage: Record<string, unknown> = {
    accountKeys: message.staticAccounts,
    header: {
      numReadonlySignedAccounts: message.header.numReadonlySignerAccounts,
      numReadonlyUnsignedAccounts: message.header.numReadonlyNonSignerAccounts,
      numRequiredSignatures: message.header.numSignerAccounts,
    },
    instructions: message.instructions.map((instruction) => ({
      accounts: instruction.accountIndices ?? [],
      data: toBase58(instruction.data ?? new Uint8Array()),
      programIdIndex: instruction.programAddressIndex,
      stackHeight: null,
    })),
    recentBlockhash: message.lifetimeToken,
  }
  if (message.version === 0) {
    jsonMessage.addressTableLookups = (message.addressTableLookups ?? []).map((lookup) => ({
      accountKey: lookup.lookupTableAddress,
      readonlyIndexes: lookup.readonlyIndexes,
      writableIndexes: lookup.writableIndexes,
    }))
  }
  return { message: jsonMessage, signatures }
}

/** The status meta of a landed transaction (balances, logs, fee, error). */
export function encodeMeta(record: TransactionRecord) {
  return {
    computeUnitsConsumed: record.computeUnitsConsumed,
    err: record.err,
    fee: record.fee,
    innerInstructions: record.innerInstructions,
    loadedAddresses: record.loadedAddresses,
    logMessages: record.logMessages,
    postBalances: record.post.lamports,
    postTokenBalances: record.post.tokens,
    preBalances: record.pre.lamports,
    preTokenBalances: record.pre.tokens,
    rewards: [],
    status: record.err === null ? { Ok: null } : { Err: record.err },
  }
}

/** A landed transaction in `encoding`: json (a real `message` object), base64 or base58. */
export function encodeTransaction(record: TransactionRecord, encoding: string): unknown {
  if (encoding === 'json') return jsonTransaction(record)
  if (encoding === 'base64') return [Buffer.from(record.wire.bytes).toString('base64'), 'base64']
  return [toBase58(record.wire.bytes), 'base58']
}
