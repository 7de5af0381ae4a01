import type { LiteSVM } from 'litesvm'
import { toBase58 } from './base58'
import type { CompiledMessage } from './decodeWireTransaction'
import { namedTransactionError, type TransactionErrorInfo } from './transactionErrors'

/** The address lookup table program. */
export const ADDRESS_LOOKUP_TABLE_PROGRAM = 'AddressLookupTab1e1111111111111111111111111'

/** A message's account keys: static ones, then those loaded from lookup tables. */
export type AccountKeys = {
  readonly keys: readonly string[]
  readonly loaded: { readonly writable: readonly string[]; readonly readonly: readonly string[] }
  readonly writableIndexes: readonly number[]
}

/** The error that stops a message whose lookup tables cannot be read. */
export class LookupTableError extends Error {
  override readonly name = 'LookupTableError'
  readonly info: TransactionErrorInfo

  constructor(info: TransactionErrorInfo) {
    super(info.text)
    this.info = info
  }
}

function lookupTableAddresses(svm: LiteSVM, table: string): string[] {
  const account = svm.getAccount(table as never)
  if (!account.exists)
    throw new LookupTableError(namedTransactionError('AddressLookupTableNotFound'))
  if (account.programAddress !== ADDRESS_LOOKUP_TABLE_PROGRAM) {
    throw new LookupTableError(namedTransactionError('InvalidAddressLookupTableOwner'))
  }
  const addresses: string[] = []
  for (let at = 56; at + 32 <= account.data.length; at += 32) {
    addresses.push(toBase58(account.data.subarray(at, at + 32)))
  }
  return addresses
}

/**
 * The account keys of `message` with the lookup tables resolved against the chain's state, and
 * which of them the message may write (the header's signed/unsigned writable ranges, then the
 * loaded writable keys).
 */
export function readAccountKeys(svm: LiteSVM, message: CompiledMessage): AccountKeys {
  const writable: string[] = []
  const readonly: string[] = []
  for (const lookup of message.addressTableLookups ?? []) {
    const addresses = lookupTableAddresses(svm, lookup.lookupTableAddress)
    const pick = (index: number) => {
      const address = addresses[index]
      if (!address)
        throw new LookupTableError(namedTransactionError('InvalidAddressLookupTableIndex'))
      return address
    }
    writable.push(...lookup.writableIndexes.map(pick))
    readonly.push(...lookup.readonlyIndexes.map(pick))
  }
  const { header, staticAccounts } = message
  const signers = header.numSignerAccounts
  const writableIndexes: number[] = []
  staticAccounts.forEach((_key, index) => {
    const isWritable =
      index < signers
        ? index < signers - header.numReadonlySignerAccounts
        : index < staticAccounts.length - header.numReadonlyNonSignerAccounts
    if (isWritable) writableIndexes.push(index)
  })
  for (let offset = 0; offset < writable.length; offset++) {
    writableIndexes.push(staticAccounts.length + offset)
  }
  return {
    keys: [...staticAccounts, ...writable, ...readonly],
    loaded: { writable, readonly },
    writableIndexes,
  }
}
