import { BaseError, type BaseErrorParameters } from '@appkit/core'

/** A chain namespace SIWX has no message format or verifier for. */
export class UnsupportedSiwxNamespaceError extends BaseError {
  override name = 'UnsupportedSiwxNamespaceError'
  /** The namespace asked for. */
  readonly namespace: string

  constructor(namespace: string, parameters: BaseErrorParameters = {}) {
    super(`SIWX does not support the namespace: ${namespace}`, parameters)
    this.namespace = namespace
  }
}
