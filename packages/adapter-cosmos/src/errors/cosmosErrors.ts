import { BaseError, type BaseErrorParameters, TransactionRefusedError } from '@appkit/core'

/** The adapter was configured with something it cannot use (a network without RPC URL, a bad gas price). */
export class CosmosAdapterConfigError extends BaseError {
  override name = 'CosmosAdapterConfigError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}

/**
 * The chain refused the transaction (CheckTx) or included it with an error (DeliverTx); the
 * message carries the chain's log, e.g. 'signature verification failed; …: unauthorized'. It is
 * core's TransactionRefusedError, so the modal's Send says the amount was not sent and why.
 */
export class CosmosBroadcastError extends TransactionRefusedError {
  override name = 'CosmosBroadcastError'
  /** The cosmos-sdk error code (4 unauthorized, 5 insufficient funds, 32 wrong sequence, …). */
  readonly code: number
  constructor(code: number, log: string, parameters: BaseErrorParameters = {}) {
    super(`The chain refused the transaction: ${log}`, parameters)
    this.code = code
  }
}

/** The Cosmos adapter was given a transaction of another namespace's kind (it takes `cosmosMessages`). */
export class UnsupportedTransactionKindError extends BaseError {
  override name = 'UnsupportedTransactionKindError'
  constructor(kind: string, parameters: BaseErrorParameters = {}) {
    super(`The Cosmos adapter cannot send a ${kind} transaction`, parameters)
  }
}

/** The WalletConnect connector has no session, or the session has no Cosmos account for a chain. */
export class CosmosWalletConnectError extends BaseError {
  override name = 'CosmosWalletConnectError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}
