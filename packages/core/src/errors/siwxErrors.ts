import { BaseError, type BaseErrorParameters } from './BaseError'

// Errors of sign-in with a wallet (SPEC §5, §8).

/** SIWX is not enabled */
export class SiwxNotEnabledError extends BaseError {
  override name = 'SiwxNotEnabledError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('SIWX is not enabled', parameters)
  }
}

/** Cannot set both `siweConfig` and `siwx` options */
export class SiweAndSiwxConfiguredError extends BaseError {
  override name = 'SiweAndSiwxConfiguredError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Cannot set both `siweConfig` and `siwx` options', parameters)
  }
}
