import { BaseError, type BaseErrorParameters } from './BaseError'

// Errors raised when a controller or client is used before it is set up (SPEC §8 'Other').

/** No ActiveCaipAddress found */
export class NoActiveCaipAddressError extends BaseError {
  override name = 'NoActiveCaipAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ActiveCaipAddress found', parameters)
  }
}

/** No ActiveCaipNetwork or client found */
export class NoActiveCaipNetworkOrClientError extends BaseError {
  override name = 'NoActiveCaipNetworkOrClientError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ActiveCaipNetwork or client found', parameters)
  }
}

/** No ConnectionController client found */
export class NoConnectionControllerClientError extends BaseError {
  override name = 'NoConnectionControllerClientError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No ConnectionController client found', parameters)
  }
}

/** Transactions can't be fetched without an accountAddress */
export class TransactionsAccountRequiredError extends BaseError {
  override name = 'TransactionsAccountRequiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super("Transactions can't be fetched without an accountAddress", parameters)
  }
}

/** Address or auth connector not found */
export class AddressOrAuthConnectorNotFoundError extends BaseError {
  override name = 'AddressOrAuthConnectorNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Address or auth connector not found', parameters)
  }
}

/** WalletConnectConnector not found */
export class WalletConnectConnectorNotFoundError extends BaseError {
  override name = 'WalletConnectConnectorNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('WalletConnectConnector not found', parameters)
  }
}

/** NetworkController client not set */
export class NetworkControllerClientNotSetError extends BaseError {
  override name = 'NetworkControllerClientNotSetError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('NetworkController client not set', parameters)
  }
}

/** ConnectionController client not set */
export class ConnectionControllerClientNotSetError extends BaseError {
  override name = 'ConnectionControllerClientNotSetError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('ConnectionController client not set', parameters)
  }
}

/** Please call createAppKit before using useAppKit hook */
export class CreateAppKitRequiredError extends BaseError {
  override name = 'CreateAppKitRequiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Please call createAppKit before using useAppKit hook', parameters)
  }
}
