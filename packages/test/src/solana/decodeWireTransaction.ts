import {
  getCompiledTransactionMessageDecoder,
  getTransactionDecoder,
  type Transaction,
} from '@solana/kit'
import { toBase58 } from './base58'
import { SolanaRpcError } from './SolanaRpcError'

/** A compiled instruction: program and accounts as indexes into the message's account keys. */
export type CompiledInstruction = {
  readonly programAddressIndex: number
  readonly accountIndices?: readonly number[]
  readonly data?: Uint8Array
}

/** An address lookup table a v0 message loads accounts from. */
export type AddressTableLookup = {
  readonly lookupTableAddress: string
  readonly writableIndexes: readonly number[]
  readonly readonlyIndexes: readonly number[]
}

/** A legacy or v0 message as it is on the wire. */
export type CompiledMessage = {
  readonly version: 'legacy' | 0
  readonly header: {
    readonly numSignerAccounts: number
    readonly numReadonlySignerAccounts: number
    readonly numReadonlyNonSignerAccounts: number
  }
  readonly staticAccounts: readonly string[]
  readonly lifetimeToken: string
  readonly instructions: readonly CompiledInstruction[]
  readonly addressTableLookups?: readonly AddressTableLookup[]
}

/** A transaction decoded from its wire bytes. */
export type WireTransaction = {
  readonly bytes: Uint8Array
  readonly transaction: Transaction
  readonly message: CompiledMessage
  /** Base58 signatures in signer order (an absent one is 64 zero bytes, "1111…"). */
  readonly signatures: readonly string[]
}

const zeroSignature = new Uint8Array(64)

function invalid(reason: string): SolanaRpcError {
  return new SolanaRpcError(-32602, `invalid transaction: ${reason}`)
}

/**
 * Decodes a wire transaction (legacy or v0) and checks it is well formed, as a node does before
 * anything else: a malformed one is a -32602 "invalid transaction" error.
 */
export function decodeWireTransaction(bytes: Uint8Array): WireTransaction {
  let transaction: Transaction
  let message: CompiledMessage
  try {
    transaction = getTransactionDecoder().decode(bytes)
    message = getCompiledTransactionMessageDecoder().decode(
      transaction.messageBytes,
    ) as unknown as CompiledMessage
  } catch (cause) {
    throw invalid(`failed to deserialize transaction: ${(cause as Error).message}`)
  }
  if (message.version !== 'legacy' && message.version !== 0)
    throw invalid('Transaction version is unsupported')
  const { header, staticAccounts, instructions } = message
  const lookups = message.addressTableLookups ?? []
  const total =
    staticAccounts.length +
    lookups.reduce(
      (sum, lookup) => sum + lookup.writableIndexes.length + lookup.readonlyIndexes.length,
      0,
    )
  const sane =
    header.numSignerAccounts >= 1 &&
    header.numSignerAccounts <= staticAccounts.length &&
    Object.keys(transaction.signatures).length === header.numSignerAccounts &&
    instructions.every(
      (instruction) =>
        instruction.programAddressIndex > 0 &&
        instruction.programAddressIndex < staticAccounts.length &&
        (instruction.accountIndices ?? []).every((index) => index < total),
    )
  if (!sane) throw invalid('Transaction failed to sanitize accounts offsets correctly')
  const signatures = staticAccounts
    .slice(0, header.numSignerAccounts)
    .map((address) => toBase58(transaction.signatures[address as never] ?? zeroSignature))
  return { bytes, transaction, message, signatures }
}
