import { ProviderRpcError, type ProviderRpcErrorOptions } from './ProviderRpcError'

/** EIP-1193 4001: the user (or the wallet's reject mode) rejected the request. */
export class UserRejectedRequestError extends ProviderRpcError {
  override name = 'UserRejectedRequestError'
  static readonly code = 4001
  constructor(message = 'User rejected the request.', options?: ProviderRpcErrorOptions) {
    super(UserRejectedRequestError.code, message, options)
  }
}

/** EIP-1193 4100: the method or account has not been authorized by the user. */
export class UnauthorizedError extends ProviderRpcError {
  override name = 'UnauthorizedError'
  static readonly code = 4100
  constructor(message = 'The requested account has not been authorized by the user.') {
    super(UnauthorizedError.code, message)
  }
}

/** EIP-1193 4200: the wallet does not support the method. */
export class UnsupportedMethodError extends ProviderRpcError {
  override name = 'UnsupportedMethodError'
  static readonly code = 4200
  constructor(method: string) {
    super(UnsupportedMethodError.code, `The dev wallet does not support the method "${method}".`)
  }
}

/** EIP-1193 4900: the wallet is disconnected from all chains. */
export class DisconnectedError extends ProviderRpcError {
  override name = 'DisconnectedError'
  static readonly code = 4900
  constructor(message = 'The dev wallet is disconnected from all chains.') {
    super(DisconnectedError.code, message)
  }
}

/** EIP-1193 4901: the wallet cannot reach the requested chain. */
export class ChainDisconnectedError extends ProviderRpcError {
  override name = 'ChainDisconnectedError'
  static readonly code = 4901
  constructor(chainId: number, options?: ProviderRpcErrorOptions) {
    super(ChainDisconnectedError.code, `The dev wallet cannot reach chain ${chainId}.`, options)
  }
}

/** EIP-3326 4902: the chain has not been added to the wallet (call wallet_addEthereumChain). */
export class UnrecognizedChainError extends ProviderRpcError {
  override name = 'UnrecognizedChainError'
  static readonly code = 4902
  constructor(chainId: number) {
    super(UnrecognizedChainError.code, `Unrecognized chain ID ${chainId}. Add the chain first.`)
  }
}

/** JSON-RPC -32602: the request's params are missing or malformed. */
export class InvalidParamsError extends ProviderRpcError {
  override name = 'InvalidParamsError'
  static readonly code = -32602
  constructor(message: string, options?: ProviderRpcErrorOptions) {
    super(InvalidParamsError.code, message, options)
  }
}

/** JSON-RPC -32603: the wallet failed for a reason of its own (for example no DOM for a prompt). */
export class InternalRpcError extends ProviderRpcError {
  override name = 'InternalRpcError'
  static readonly code = -32603
  constructor(message: string, options?: ProviderRpcErrorOptions) {
    super(InternalRpcError.code, message, options)
  }
}
