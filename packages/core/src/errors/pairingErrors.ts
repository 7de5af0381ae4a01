import { BaseError, type BaseErrorParameters } from './BaseError'

// Errors of the pairing protocol (SPEC §8 'Pairing protocol').

/** Could not find pending auth request with id */
export class PendingAuthRequestNotFoundError extends BaseError {
  override name = 'PendingAuthRequestNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Could not find pending auth request with id', parameters)
  }
}

/** Signature verification failed */
export class SignatureVerificationFailedError extends BaseError {
  override name = 'SignatureVerificationFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Signature verification failed', parameters)
  }
}

/** Record was recently deleted */
export class RecordRecentlyDeletedError extends BaseError {
  override name = 'RecordRecentlyDeletedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Record was recently deleted', parameters)
  }
}

/** session topic doesn't exist */
export class SessionTopicNotFoundError extends BaseError {
  override name = 'SessionTopicNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super("session topic doesn't exist", parameters)
  }
}

/** Namespace is not configured, call connect first */
export class NamespaceNotConfiguredError extends BaseError {
  override name = 'NamespaceNotConfiguredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Namespace is not configured, call connect first', parameters)
  }
}

/** Please call connect() before request() */
export class ConnectBeforeRequestError extends BaseError {
  override name = 'ConnectBeforeRequestError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Please call connect() before request()', parameters)
  }
}

/** Sign Client not initialized */
export class SignClientNotInitializedError extends BaseError {
  override name = 'SignClientNotInitializedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Sign Client not initialized', parameters)
  }
}

/** Fetching call status not approved by the wallet */
export class CallStatusNotApprovedError extends BaseError {
  override name = 'CallStatusNotApprovedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Fetching call status not approved by the wallet', parameters)
  }
}

/** JSON-RPC provider for chain not found */
export class RpcProviderForChainNotFoundError extends BaseError {
  override name = 'RpcProviderForChainNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('JSON-RPC provider for chain not found', parameters)
  }
}

/** No RPC url provided for chainId */
export class NoRpcUrlForChainIdError extends BaseError {
  override name = 'NoRpcUrlForChainIdError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No RPC url provided for chainId', parameters)
  }
}

/** Failed to fetch user operation receipt with status */
export class UserOperationReceiptError extends BaseError {
  override name = 'UserOperationReceiptError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to fetch user operation receipt with status', parameters)
  }
}
