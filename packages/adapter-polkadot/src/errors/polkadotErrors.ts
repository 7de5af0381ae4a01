import { BaseError, type BaseErrorParameters, TransactionRefusedError } from '@appkit/core'

/** The adapter was configured with something it cannot use (no RPC URL for a network, ...). */
export class PolkadotAdapterConfigError extends BaseError {
  override name = 'PolkadotAdapterConfigError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}

/** Not an SS58 address (bad base58, length or checksum). */
export class InvalidPolkadotAddressError extends BaseError {
  override name = 'InvalidPolkadotAddressError'
  constructor(address: string, parameters: BaseErrorParameters = {}) {
    super('Invalid Polkadot address', { details: address, ...parameters })
  }
}

/**
 * The chain refused the extrinsic before it entered a block (a transaction-pool error such as
 * `1010 invalid badProof`: the signature does not verify); the message names the reason. A core
 * TransactionRefusedError, so the modal says nothing was sent, with that reason.
 */
export class PolkadotTransactionRefusedError extends TransactionRefusedError {
  override name = 'PolkadotTransactionRefusedError'
  /** The pool's reason, e.g. 'invalid badProof', 'invalid payment', 'invalid stale'. */
  readonly reason: string
  constructor(reason: string, parameters: BaseErrorParameters = {}) {
    super(`The chain refused the transaction: ${reason}`, parameters)
    this.reason = reason
  }
}

/** The extrinsic landed in a block but its call failed (a dispatch error such as balances.InsufficientBalance). */
export class PolkadotDispatchError extends BaseError {
  override name = 'PolkadotDispatchError'
  constructor(error: string, parameters: BaseErrorParameters = {}) {
    super(`The transaction failed on chain: ${error}`, parameters)
  }
}

/** The Polkadot adapter was given a transaction of another namespace's kind (it takes `scaleCall`). */
export class UnsupportedTransactionKindError extends BaseError {
  override name = 'UnsupportedTransactionKindError'
  constructor(kind: string, parameters: BaseErrorParameters = {}) {
    super(`The Polkadot adapter cannot send a ${kind} transaction`, parameters)
  }
}
