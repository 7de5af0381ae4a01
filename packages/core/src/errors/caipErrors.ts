import { BaseError, type BaseErrorParameters } from './BaseError'

// CAIP validation errors (SPEC §5 'Addresses').

/** 'Invalid CAIP Address': not exactly 3 non-empty colon parts with a known namespace. */
export class InvalidCaipAddressError extends BaseError {
  override name = 'InvalidCaipAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Invalid CAIP Address', parameters)
  }
}

/** 'Invalid CAIP-10 address: {value}': the account part fails its namespace's check. */
export class InvalidCaip10AddressError extends BaseError {
  override name = 'InvalidCaip10AddressError'
  readonly value: string
  constructor(value: string, parameters: BaseErrorParameters = {}) {
    super(`Invalid CAIP-10 address: ${value}`, parameters)
    this.value = value
  }
}

/** 'Invalid CAIP-2 network id: {value}': not exactly 2 non-empty parts with a known namespace. */
export class InvalidCaip2NetworkIdError extends BaseError {
  override name = 'InvalidCaip2NetworkIdError'
  readonly value: string
  constructor(value: string, parameters: BaseErrorParameters = {}) {
    super(`Invalid CAIP-2 network id: ${value}`, parameters)
    this.value = value
  }
}

/** 'Unsupported asset': a CAIP-19 asset id that is malformed or names no asset of its chain. */
export class UnsupportedAssetError extends BaseError {
  override name = 'UnsupportedAssetError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Unsupported asset', parameters)
  }
}
