import { BaseError, type BaseErrorParameters, TransactionRefusedError } from '@appkit/core'

/** The adapter was configured with something it cannot use (no UTXO source, a bad fee rate). */
export class BitcoinAdapterConfigError extends BaseError {
  override name = 'BitcoinAdapterConfigError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}

/** The UTXO source (apps/api) failed or answered something unreadable. */
export class BitcoinUtxoSourceError extends BaseError {
  override name = 'BitcoinUtxoSourceError'
  constructor(shortMessage: string, parameters: BaseErrorParameters = {}) {
    super(shortMessage, parameters)
  }
}

/**
 * The node refused the signed transaction; the message carries the node's reason. A core
 * TransactionRefusedError, so the modal says the network refused it in any namespace.
 */
export class BitcoinBroadcastError extends TransactionRefusedError {
  override name = 'BitcoinBroadcastError'
}

/** The payment account holds less than the amount plus the fee. */
export class InsufficientBitcoinError extends BaseError {
  override name = 'InsufficientBitcoinError'
  constructor(needed: bigint, available: bigint, parameters: BaseErrorParameters = {}) {
    super(`Insufficient funds: ${needed} sats needed, ${available} sats available`, parameters)
  }
}

/** The wallet lacks a feature the request needs (`bitcoin:signTransaction`, ...). */
export class BitcoinWalletFeatureMissingError extends BaseError {
  override name = 'BitcoinWalletFeatureMissingError'
  constructor(feature: string, parameters: BaseErrorParameters = {}) {
    super(`The wallet does not support ${feature}`, parameters)
  }
}

/** The Bitcoin adapter was given a transaction of another namespace's kind (it takes `psbt`). */
export class UnsupportedTransactionKindError extends BaseError {
  override name = 'UnsupportedTransactionKindError'
  constructor(kind: string, parameters: BaseErrorParameters = {}) {
    super(`The Bitcoin adapter cannot send a ${kind} transaction`, parameters)
  }
}

/** The WalletConnect session cannot serve a Bitcoin request (no session, or an unusable answer). */
export class BitcoinWalletConnectError extends BaseError {
  override name = 'BitcoinWalletConnectError'
  constructor(message: string, parameters: BaseErrorParameters = {}) {
    super(message, parameters)
  }
}

/** A sats-connect wallet answered a request with a JSON-RPC error other than a refusal. */
export class BitcoinSatsConnectError extends BaseError {
  override name = 'BitcoinSatsConnectError'
  /** The wallet's JSON-RPC error code (`-32602` invalid params, `-32001` not supported, ...). */
  readonly code: number
  constructor(method: string, code: number, details: string, parameters: BaseErrorParameters = {}) {
    super(`The wallet failed ${method} (${code})`, { details, ...parameters })
    this.code = code
  }
}
