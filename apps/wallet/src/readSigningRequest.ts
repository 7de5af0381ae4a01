import { type Address, type Hex, isHex, stringToHex } from 'viem'
import { readAddress, readTransactionParam, type TransactionFields } from './readTransactionParam'
import { readTypedDataParam, type TypedData } from './readTypedDataParam'
import { InvalidRequestParamsError, UnsupportedMethodError } from './WalletRequestError'

/** The methods that need the person's approval in the page. */
export const SIGNING_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
] as const

/** A request to sign or send, read from its JSON-RPC params and frozen (what is shown is sent). */
export type SigningRequest =
  | { readonly method: 'personal_sign'; readonly address: Address; readonly message: Hex }
  | {
      readonly method: 'eth_signTypedData_v4'
      readonly address: Address
      readonly typedData: TypedData
    }
  | {
      readonly method: 'eth_sendTransaction'
      readonly address: Address
      readonly transaction: TransactionFields
    }

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object') {
    for (const child of Object.values(value)) deepFreeze(child)
    Object.freeze(value)
  }
  return value
}

function paramList(params: unknown, method: string, length: number): unknown[] {
  if (!Array.isArray(params) || params.length < length)
    throw new InvalidRequestParamsError(`${method} expects ${length} params.`)
  return params
}

/**
 * Reads a signing request (personal_sign, eth_signTypedData_v4, eth_sendTransaction) into a deep
 * frozen copy, so the params cannot change between the prompt and the signature. Throws
 * UnsupportedMethodError for other methods and InvalidRequestParamsError for malformed params.
 */
export function readSigningRequest(method: string, params: unknown): SigningRequest {
  if (method === 'personal_sign') {
    const [message, address] = paramList(params, method, 2)
    if (typeof message !== 'string')
      throw new InvalidRequestParamsError('personal_sign expects the message as a string.')
    const raw = isHex(message) ? message : stringToHex(message)
    return deepFreeze({ method, address: readAddress('The signer', address), message: raw })
  }
  if (method === 'eth_signTypedData_v4') {
    const [address, data] = paramList(params, method, 2)
    const typedData = readTypedDataParam(typeof data === 'string' ? data : JSON.stringify(data))
    return deepFreeze({ method, address: readAddress('The signer', address), typedData })
  }
  if (method === 'eth_sendTransaction') {
    const [param] = paramList(params, method, 1)
    const transaction = readTransactionParam(param)
    return deepFreeze({ method, address: transaction.from, transaction })
  }
  throw new UnsupportedMethodError(method)
}
