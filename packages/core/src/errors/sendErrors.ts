import { BaseError, type BaseErrorParameters } from './BaseError'

// Errors of the send flow (SPEC §5 'Sending needs an amount, receiver address and token').

/** An amount and receiver address are required */
export class SendAmountAndReceiverRequiredError extends BaseError {
  override name = 'SendAmountAndReceiverRequiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('An amount and receiver address are required', parameters)
  }
}

/** A token is required */
export class SendTokenRequiredError extends BaseError {
  override name = 'SendTokenRequiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('A token is required', parameters)
  }
}

/**
 * The network (its node) refused a signed transaction: nothing was sent. The short message carries
 * the node's reason; adapters throw it (or a subclass) so views can say so in any namespace.
 */
export class TransactionRefusedError extends BaseError {
  override name = 'TransactionRefusedError'
  constructor(reason: string, parameters: BaseErrorParameters = {}) {
    super(reason, parameters)
  }
}
