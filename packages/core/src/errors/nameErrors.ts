import { BaseError, type BaseErrorParameters } from './BaseError'

// Errors of the name service (SPEC §8 'Name errors').

/** A reason as the name service returns it. */
export type NameServiceReason = { description?: string | undefined }

/** 'Error resolving name'; the first reason's description is preferred when present. */
export class NameResolutionError extends BaseError {
  override name = 'NameResolutionError'
  constructor(
    parameters: BaseErrorParameters & { reasons?: readonly NameServiceReason[] | undefined } = {},
  ) {
    const description = parameters.reasons?.[0]?.description
    super(description || 'Error resolving name', parameters)
  }
}

/** 'Error fetching name suggestions'. */
export class NameSuggestionsError extends BaseError {
  override name = 'NameSuggestionsError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error fetching name suggestions', parameters)
  }
}

/** 'Error fetching names for address'. */
export class NamesForAddressError extends BaseError {
  override name = 'NamesForAddressError'
  constructor(parameters: BaseErrorParameters = {}) {
    super('Error fetching names for address', parameters)
  }
}

/** 'Error registering name {name}'. */
export class NameRegistrationError extends BaseError {
  override name = 'NameRegistrationError'
  readonly accountName: string
  constructor(accountName: string, parameters: BaseErrorParameters = {}) {
    super(`Error registering name ${accountName}`, parameters)
    this.accountName = accountName
  }
}
