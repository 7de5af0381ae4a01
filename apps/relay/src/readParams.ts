import { RelayRpcError, relayErrorCodes } from './RelayRpcError'

/** JSON-RPC params as an object; throws an invalid-params error otherwise. */
export function readParamsObject(params: unknown): Record<string, unknown> {
  if (typeof params === 'object' && params !== null && !Array.isArray(params)) {
    return params as Record<string, unknown>
  }
  throw new RelayRpcError(relayErrorCodes.invalidParams, 'Invalid params: expected an object')
}

/** A required non-empty string param. */
export function readString(params: Record<string, unknown>, key: string): string {
  const value = params[key]
  if (typeof value === 'string' && value.length > 0) return value
  throw new RelayRpcError(
    relayErrorCodes.invalidParams,
    `Invalid params: "${key}" must be a string`,
  )
}

/** An optional number param with a fallback. */
export function readOptionalNumber(
  params: Record<string, unknown>,
  key: string,
  fallback: number,
): number {
  const value = params[key]
  if (value === undefined) return fallback
  if (typeof value === 'number' && Number.isFinite(value)) return value
  throw new RelayRpcError(
    relayErrorCodes.invalidParams,
    `Invalid params: "${key}" must be a number`,
  )
}

/** A required array param no longer than `maxLength`. */
export function readArray(
  params: Record<string, unknown>,
  key: string,
  maxLength: number,
): unknown[] {
  const value = params[key]
  if (!Array.isArray(value)) {
    throw new RelayRpcError(
      relayErrorCodes.invalidParams,
      `Invalid params: "${key}" must be an array`,
    )
  }
  if (value.length > maxLength) {
    throw new RelayRpcError(
      relayErrorCodes.batchTooLarge,
      `Batch too large: "${key}" holds ${value.length} entries, the limit is ${maxLength}`,
      { details: { length: value.length, limit: maxLength } },
    )
  }
  return value
}

/** A required array of non-empty strings no longer than `maxLength`. */
export function readStringArray(
  params: Record<string, unknown>,
  key: string,
  maxLength: number,
): string[] {
  return readArray(params, key, maxLength).map((entry) => {
    if (typeof entry === 'string' && entry.length > 0) return entry
    throw new RelayRpcError(
      relayErrorCodes.invalidParams,
      `Invalid params: "${key}" must hold strings`,
    )
  })
}
