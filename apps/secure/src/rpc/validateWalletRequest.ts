import { readSendCalls } from '../smartAccounts/readSendCalls'
import { WalletRpcError } from './WalletRpcError'

const QUANTITY = /^0x(0|[1-9a-fA-F][0-9a-fA-F]*)$/
const HEX_BYTES = /^0x([0-9a-fA-F]{2})*$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const MAX_UINT256 = 2n ** 256n - 1n
const MAX_UINT64 = 2n ** 64n - 1n

/** The transaction fields that are quantities, and the largest value each may hold. */
const QUANTITIES: readonly [name: string, max: bigint][] = [
  ['value', MAX_UINT256],
  ['gas', MAX_UINT64],
  ['gasPrice', MAX_UINT256],
  ['maxFeePerGas', MAX_UINT256],
  ['maxPriorityFeePerGas', MAX_UINT256],
  ['nonce', MAX_UINT64],
]

const invalid = (reason: string) => new WalletRpcError(reason, -32602)

function checkQuantity(tx: Record<string, unknown>, name: string, max: bigint): void {
  const value = tx[name]
  if (value === undefined) return
  if (typeof value !== 'string' || value.length > 80 || !QUANTITY.test(value))
    throw invalid(`Invalid ${name}: not a hex quantity`)
  if (BigInt(value) > max) throw invalid(`Invalid ${name}: out of range`)
}

function checkTransaction(tx: unknown): void {
  if (typeof tx !== 'object' || tx === null || Array.isArray(tx))
    throw invalid('Invalid transaction')
  const fields = tx as Record<string, unknown>
  for (const name of ['from', 'to'] as const) {
    const value = fields[name]
    if (value !== undefined && (typeof value !== 'string' || !ADDRESS.test(value)))
      throw invalid(`Invalid ${name}: not an address`)
  }
  for (const [name, max] of QUANTITIES) checkQuantity(fields, name, max)
  for (const name of ['data', 'input'] as const) {
    const value = fields[name]
    if (value === undefined) continue
    if (typeof value !== 'string' || !value.startsWith('0x'))
      throw invalid(`Invalid ${name}: not hex`)
    if (!HEX_BYTES.test(value))
      throw invalid(
        /^0x[0-9a-fA-F]*$/.test(value)
          ? `Invalid ${name}: odd-length hex`
          : `Invalid ${name}: not hex`,
      )
  }
}

/**
 * Refuses malformed parameters of the EVM signing methods before any signing library sees them
 * (a 400 with the reason, JSON-RPC -32602): a transaction's addresses (40 hex digits; an empty
 * `to` is not one), quantities (hex, within uint256, gas and nonce within uint64) and data (whole
 * bytes); a personal_sign message that is hex must be whole bytes; typed data must be an object
 * (or its JSON) with types and a primaryType; wallet_sendCalls needs calls whose `to` is an 0x address
 * and whose data starts with 0x (SPEC §5). Other methods pass through unchanged.
 */
export function validateWalletRequest(method: string, params: unknown): void {
  const list = params === undefined ? [] : params
  if (!Array.isArray(list)) throw invalid('Invalid params: expected an array')
  switch (method) {
    case 'eth_sendTransaction':
      checkTransaction(list[0])
      return
    case 'wallet_sendCalls':
      readSendCalls(list)
      return
    case 'personal_sign': {
      const [message] = list
      if (typeof message !== 'string') throw invalid('Invalid message')
      if (/^0x[0-9a-fA-F]*$/.test(message) && !HEX_BYTES.test(message))
        throw invalid('Invalid message: odd-length hex')
      return
    }
    case 'eth_signTypedData_v4': {
      let data: unknown = list[1]
      if (typeof data === 'string') {
        try {
          data = JSON.parse(data)
        } catch {
          throw invalid('Invalid typed data')
        }
      }
      const { types, primaryType } = (data ?? {}) as Record<string, unknown>
      if (
        typeof data !== 'object' ||
        typeof primaryType !== 'string' ||
        typeof types !== 'object' ||
        types === null ||
        !Object.hasOwn(types, primaryType)
      )
        throw invalid('Invalid typed data')
      return
    }
    default:
      return
  }
}
