import type { TypedDataDefinition } from 'viem'
import { InvalidRequestParamsError } from './WalletRequestError'

/** EIP-712 typed data as viem signs it. */
export type TypedData = TypedDataDefinition & {
  domain: Record<string, unknown>
  primaryType: string
  message: Record<string, unknown>
}

/**
 * Reads the typed data of eth_signTypedData_v4 (a JSON string or an object with domain, types,
 * primaryType and message), dropping `types.EIP712Domain`, which viem derives from the domain.
 */
export function readTypedDataParam(param: unknown): TypedData {
  let value: unknown = param
  if (typeof param === 'string') {
    try {
      value = JSON.parse(param)
    } catch (cause) {
      throw new InvalidRequestParamsError('The typed data is not valid JSON.', { cause })
    }
  }
  const { domain, types, primaryType, message } = (value ?? {}) as Record<string, unknown>
  if (
    !types ||
    typeof types !== 'object' ||
    typeof primaryType !== 'string' ||
    !message ||
    typeof message !== 'object'
  )
    throw new InvalidRequestParamsError('The typed data needs types, primaryType and message.')
  const { EIP712Domain: _derived, ...rest } = types as Record<string, unknown>
  if (primaryType !== 'EIP712Domain' && !(primaryType in rest))
    throw new InvalidRequestParamsError(`The typed data has no type "${primaryType}".`)
  return {
    domain: (domain ?? {}) as Record<string, unknown>,
    types: rest as never,
    primaryType,
    message: message as Record<string, unknown>,
  } as TypedData
}
