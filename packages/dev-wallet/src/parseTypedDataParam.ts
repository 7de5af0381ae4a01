import type { TypedDataDefinition } from 'viem'
import { InvalidParamsError } from './errors/providerErrors'

/**
 * Reads the typed data of eth_signTypedData_v4 (a JSON string or an object with domain, types,
 * primaryType and message), dropping `types.EIP712Domain`, which viem derives from the domain.
 */
export function parseTypedDataParam(param: unknown): TypedDataDefinition & {
  domain?: { name?: unknown }
  primaryType: string
  message: Record<string, unknown>
} {
  let value: unknown = param
  if (typeof param === 'string') {
    try {
      value = JSON.parse(param)
    } catch (cause) {
      throw new InvalidParamsError('The typed data is not valid JSON.', { cause })
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
    throw new InvalidParamsError('The typed data needs types, primaryType and message.')
  const { EIP712Domain: _derived, ...rest } = types as Record<string, unknown>
  if (primaryType !== 'EIP712Domain' && !(primaryType in rest))
    throw new InvalidParamsError(`The typed data has no type "${primaryType}".`)
  return {
    domain: (domain ?? {}) as never,
    types: rest as never,
    primaryType,
    message: message as Record<string, unknown>,
  }
}
