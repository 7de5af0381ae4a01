import { BaseError, type BaseErrorParameters } from './BaseError'

// Errors of the connection flow (SPEC §8 'Connection flow').

/** Modal closed */
export class ModalClosedError extends BaseError {
  override name = 'ModalClosedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Modal closed', parameters)
  }
}

/** Connection rejected */
export class ConnectionRejectedError extends BaseError {
  override name = 'ConnectionRejectedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Connection rejected', parameters)
  }
}

/** Popup closed */
export class PopupClosedError extends BaseError {
  override name = 'PopupClosedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Popup closed', parameters)
  }
}

/** Failed to connect */
export class FailedToConnectError extends BaseError {
  override name = 'FailedToConnectError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect', parameters)
  }
}

/** Failed to initiate social connection */
export class SocialConnectionFailedError extends BaseError {
  override name = 'SocialConnectionFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to initiate social connection', parameters)
  }
}

/** Failed to connect to farcaster */
export class FarcasterConnectionFailedError extends BaseError {
  override name = 'FarcasterConnectionFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to connect to farcaster', parameters)
  }
}

/** No auth connector found */
export class AuthConnectorNotFoundError extends BaseError {
  override name = 'AuthConnectorNotFoundError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No auth connector found', parameters)
  }
}

/** Not connected to email or social */
export class NotConnectedToEmailOrSocialError extends BaseError {
  override name = 'NotConnectedToEmailOrSocialError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Not connected to email or social', parameters)
  }
}

/** No connector found for connection */
export class ConnectorNotFoundForConnectionError extends BaseError {
  override name = 'ConnectorNotFoundForConnectionError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('No connector found for connection', parameters)
  }
}

/** Failed to disconnect */
export class DisconnectFailedError extends BaseError {
  override name = 'DisconnectFailedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Failed to disconnect', parameters)
  }
}

/** Invalid connection status */
export class InvalidConnectionStatusError extends BaseError {
  override name = 'InvalidConnectionStatusError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid connection status', parameters)
  }
}

/** The connector does not support any of the requested chains */
export class ConnectorChainsNotSupportedError extends BaseError {
  override name = 'ConnectorChainsNotSupportedError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('The connector does not support any of the requested chains', parameters)
  }
}

/** Multi-Wallet Not Enabled */
export class MultiWalletNotEnabledError extends BaseError {
  override name = 'MultiWalletNotEnabledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Multi-Wallet Not Enabled', parameters)
  }
}
/** 'Failed to disconnect chains: {reasons}' — one or more namespaces failed to disconnect. */
export class DisconnectChainsFailedError extends BaseError {
  override name = 'DisconnectChainsFailedError'
  readonly reasons: readonly string[]
  constructor(reasons: readonly string[], parameters: BaseErrorParameters = {}) {
    super(`Failed to disconnect chains: ${reasons.join(', ')}`, parameters)
    this.reasons = reasons
  }
}
