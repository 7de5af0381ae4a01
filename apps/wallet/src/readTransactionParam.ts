import { type Address, type Hex, isAddress } from 'viem'
import { InvalidRequestParamsError } from './WalletRequestError'

/** An eth_sendTransaction param with its hex quantities read as numbers. */
export type TransactionFields = {
  from: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
}

const quantityKeys = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

function readQuantity(key: string, value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    throw new InvalidRequestParamsError(
      `Transaction ${key} must be a hex quantity, got ${JSON.stringify(value)}.`,
    )
  return BigInt(value)
}

/** Reads an address param (any case); throws InvalidRequestParamsError otherwise. */
export function readAddress(key: string, value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new InvalidRequestParamsError(`${key} must be an address, got ${JSON.stringify(value)}.`)
  return value
}

/**
 * Reads the transaction object of eth_sendTransaction (EIP-1474: hex quantities, `data` or its
 * alias `input`, `from` required); throws InvalidRequestParamsError on a malformed field.
 */
export function readTransactionParam(param: unknown): TransactionFields {
  if (param === null || typeof param !== 'object' || Array.isArray(param))
    throw new InvalidRequestParamsError('Expected a transaction object.')
  const raw = param as Record<string, unknown>
  const fields: TransactionFields = { from: readAddress('Transaction from', raw.from) }
  if (raw.to !== undefined && raw.to !== null) fields.to = readAddress('Transaction to', raw.to)
  for (const key of quantityKeys)
    if (raw[key] !== undefined) fields[key] = readQuantity(key, raw[key])
  if (raw.nonce !== undefined) fields.nonce = Number(readQuantity('nonce', raw.nonce))
  const data = raw.data ?? raw.input
  if (data !== undefined) {
    if (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data))
      throw new InvalidRequestParamsError('Transaction data must be hex bytes.')
    fields.data = data as Hex
  }
  if (fields.to === undefined && fields.data === undefined)
    throw new InvalidRequestParamsError('A transaction needs a recipient or data.')
  return fields
}
