import { type Address, type Hex, isAddress } from 'viem'
import { InvalidParamsError } from './errors/providerErrors'

/** An eth_sendTransaction param with its hex quantities read as numbers. */
export type TransactionFields = {
  from?: Address
  to?: Address
  value?: bigint
  data?: Hex
  gas?: bigint
  gasPrice?: bigint
  maxFeePerGas?: bigint
  maxPriorityFeePerGas?: bigint
  nonce?: number
  /** The chain the dapp meant (viem sends it); must be the wallet's active chain. */
  chainId?: number
}

const quantityKeys = ['value', 'gas', 'gasPrice', 'maxFeePerGas', 'maxPriorityFeePerGas'] as const

function readQuantity(key: string, value: unknown): bigint {
  if (typeof value !== 'string' || !/^0x[0-9a-fA-F]{1,64}$/.test(value))
    throw new InvalidParamsError(
      `Transaction ${key} must be a hex quantity, got ${JSON.stringify(value)}.`,
    )
  return BigInt(value)
}

function readAddress(key: string, value: unknown): Address {
  if (typeof value !== 'string' || !isAddress(value, { strict: false }))
    throw new InvalidParamsError(
      `Transaction ${key} must be an address, got ${JSON.stringify(value)}.`,
    )
  return value
}

/**
 * Reads the transaction object of eth_sendTransaction (EIP-1474: hex quantities, `data` or its
 * alias `input`); throws InvalidParamsError (-32602) on a malformed field.
 */
export function parseTransactionParam(param: unknown): TransactionFields {
  if (param === null || typeof param !== 'object')
    throw new InvalidParamsError('Expected a transaction object.')
  const raw = param as Record<string, unknown>
  const fields: TransactionFields = {}
  if (raw.from !== undefined) fields.from = readAddress('from', raw.from)
  if (raw.to !== undefined && raw.to !== null) fields.to = readAddress('to', raw.to)
  for (const key of quantityKeys)
    if (raw[key] !== undefined) fields[key] = readQuantity(key, raw[key])
  if (raw.nonce !== undefined) fields.nonce = Number(readQuantity('nonce', raw.nonce))
  if (raw.chainId !== undefined) fields.chainId = Number(readQuantity('chainId', raw.chainId))
  const data = raw.data ?? raw.input
  if (data !== undefined) {
    if (typeof data !== 'string' || !/^0x([0-9a-fA-F]{2})*$/.test(data))
      throw new InvalidParamsError('Transaction data must be hex bytes.')
    fields.data = data as Hex
  }
  if (fields.to === undefined && fields.data === undefined)
    throw new InvalidParamsError('A transaction needs a recipient or data.')
  return fields
}
