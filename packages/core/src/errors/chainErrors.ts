import { BaseError, type BaseErrorParameters } from './BaseError'

// Errors about networks and chain adapters (SPEC §5, §8).

/** Network not found */
export class NetworkNotFoundError extends BaseError {
  override name = 'NetworkNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not found', parameters)
  }
}

/** Invalid chainId */
export class InvalidChainIdError extends BaseError {
  override name = 'InvalidChainIdError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid chainId', parameters)
  }
}

/** Chain is not supported */
export class ChainNotSupportedError extends BaseError {
  override name = 'ChainNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain is not supported', parameters)
  }
}

/** Chain adapter not found */
export class ChainAdapterNotFoundError extends BaseError {
  override name = 'ChainAdapterNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain adapter not found', parameters)
  }
}

/** ChainController:addAdapter - adapter must have a namespace */
export class AdapterNamespaceRequiredError extends BaseError {
  override name = 'AdapterNamespaceRequiredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('ChainController:addAdapter - adapter must have a namespace', parameters)
  }
}

/** Chain is required to update chain account data */
export class ChainRequiredForAccountDataError extends BaseError {
  override name = 'ChainRequiredForAccountDataError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain is required to update chain account data', parameters)
  }
}

/** Chain is required to set account prop */
export class ChainRequiredForAccountPropError extends BaseError {
  override name = 'ChainRequiredForAccountPropError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Chain is required to set account prop', parameters)
  }
}

/** Network not supported for Gas Price */
export class GasPriceNetworkNotSupportedError extends BaseError {
  override name = 'GasPriceNetworkNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not supported for Gas Price', parameters)
  }
}

/** Network not supported for Swaps */
export class SwapsNetworkNotSupportedError extends BaseError {
  override name = 'SwapsNetworkNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Network not supported for Swaps', parameters)
  }
}

/** Token Balance Unavailable */
export class TokenBalanceUnavailableError extends BaseError {
  override name = 'TokenBalanceUnavailableError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Token Balance Unavailable', parameters)
  }
}
/** 'Unsupported chain namespace: {namespace}'. */
export class UnsupportedChainNamespaceError extends BaseError {
  override name = 'UnsupportedChainNamespaceError'
  readonly namespace: string
  constructor(namespace: string, parameters: BaseErrorParameters = {}) {
    super(`Unsupported chain namespace: ${namespace}`, parameters)
    this.namespace = namespace
  }
}

/** An adapter was asked for an optional capability it does not have (never stubbed). */
export class AdapterCapabilityMissingError extends BaseError {
  override name = 'AdapterCapabilityMissingError'
  constructor(capability: string, parameters: BaseErrorParameters = {}) {
    super(`The chain adapter cannot ${capability}`, parameters)
  }
}
