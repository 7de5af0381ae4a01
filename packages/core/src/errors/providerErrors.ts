import { BaseError, type BaseErrorParameters } from './BaseError'

/** Numeric codes of wallet provider errors (EIP-1193, CAIP-25 and SPEC §8 'Chain codes'). */
export const PROVIDER_ERROR_CODES = {
  USER_REJECTED_REQUEST: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN: 4902,
  USER_REJECTED: 5000,
  INVALID_CHAIN_ID: 32603,
} as const

/** An error a wallet provider answered with; always carries a numeric `code`. */
export class ProviderRpcError extends BaseError {
  override name = 'ProviderRpcError'
  readonly code: number
  readonly data: unknown
  constructor(
    code: number,
    shortMessage: string,
    parameters: BaseErrorParameters & { data?: unknown } = {},
  ) {
    super(shortMessage, parameters)
    this.code = code
    this.data = parameters.data
  }
}

type Params = BaseErrorParameters & { data?: unknown }

/** 4001: the user rejected the request (EIP-1193). */
export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError'
  constructor(parameters: Params = {}) {
    super(PROVIDER_ERROR_CODES.USER_REJECTED_REQUEST, 'User rejected the request.', parameters)
  }
}

/** 5000: the user rejected the session or request (CAIP-25). */
export class CaipUserRejectedError extends ProviderRpcError {
  override name = 'CaipUserRejectedError'
  constructor(parameters: Params = {}) {
    super(PROVIDER_ERROR_CODES.USER_REJECTED, 'User rejected the request.', parameters)
  }
}

/** 4100: the method or account is not authorized by the user. */
export class UnauthorizedProviderError extends ProviderRpcError {
  override name = 'UnauthorizedProviderError'
  constructor(parameters: Params = {}) {
    super(
      PROVIDER_ERROR_CODES.UNAUTHORIZED,
      'The requested method and/or account has not been authorized by the user.',
      parameters,
    )
  }
}

/** 4200: the provider does not support the method. */
export class UnsupportedProviderMethodError extends ProviderRpcError {
  override name = 'UnsupportedProviderMethodError'
  constructor(parameters: Params = {}) {
    super(
      PROVIDER_ERROR_CODES.UNSUPPORTED_METHOD,
      'The Provider does not support the requested method.',
      parameters,
    )
  }
}

/** 4900: the provider is disconnected from all chains. */
export class ProviderDisconnectedError extends ProviderRpcError {
  override name = 'ProviderDisconnectedError'
  constructor(parameters: Params = {}) {
    super(
      PROVIDER_ERROR_CODES.DISCONNECTED,
      'The Provider is disconnected from all chains.',
      parameters,
    )
  }
}

/** 4901: the provider is not connected to the requested chain. */
export class ChainDisconnectedError extends ProviderRpcError {
  override name = 'ChainDisconnectedError'
  constructor(parameters: Params = {}) {
    super(
      PROVIDER_ERROR_CODES.CHAIN_DISCONNECTED,
      'The Provider is not connected to the requested chain.',
      parameters,
    )
  }
}

/** 4902: the wallet does not know the chain (add it with wallet_addEthereumChain). */
export class UnrecognizedChainError extends ProviderRpcError {
  override name = 'UnrecognizedChainError'
  constructor(parameters: Params = {}) {
    super(PROVIDER_ERROR_CODES.UNRECOGNIZED_CHAIN, 'Unrecognized chain ID.', parameters)
  }
}

/** 32603: the chain id is invalid (SPEC §8 'Chain codes'). */
export class InvalidChainIdProviderError extends ProviderRpcError {
  override name = 'InvalidChainIdProviderError'
  constructor(parameters: Params = {}) {
    super(PROVIDER_ERROR_CODES.INVALID_CHAIN_ID, 'Invalid chainId', parameters)
  }
}

/** 'Requested RPC call is not allowed' (SPEC §6): the method is not on the safe or approvable list. */
export class RpcMethodNotAllowedError extends BaseError {
  override name = 'RpcMethodNotAllowedError'
  readonly method: string
  constructor(method: string, parameters: BaseErrorParameters = {}) {
    super('Requested RPC call is not allowed', {
      metaMessages: [`Method: ${method}`],
      ...parameters,
    })
    this.method = method
  }
}
