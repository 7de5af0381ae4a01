import { type Hex, isAddress, isHex } from 'viem'
import { WalletRpcError } from '../rpc/WalletRpcError'
import type { SmartAccountCall } from './sendSmartAccountCalls'

const invalid = (message: string) => new WalletRpcError(message, -32602)

function quantity(value: unknown, name: string): bigint | undefined {
  if (value === undefined) return undefined
  if (typeof value !== 'string' || !isHex(value)) throw invalid(`Invalid ${name}: not hex`)
  return BigInt(value)
}

/** One call `{ to, value?, data? }` of a transaction or of wallet_sendCalls, checked. */
export function readCall(raw: unknown): SmartAccountCall {
  if (typeof raw !== 'object' || raw === null) throw invalid('Invalid call')
  const { to, value, data } = raw as Record<string, unknown>
  // SPEC §5 'wallet_sendCalls: each call's to starts with 0x; data starts with 0x if given'.
  if (typeof to !== 'string' || !to.startsWith('0x') || !isAddress(to, { strict: false }))
    throw invalid('Invalid call: to must be an 0x address')
  if (data !== undefined && (typeof data !== 'string' || !data.startsWith('0x') || !isHex(data)))
    throw invalid('Invalid call: data must start with 0x')
  if (typeof data === 'string' && data.length % 2 !== 0)
    throw invalid('Invalid data: odd-length hex')
  const amount = quantity(value, 'value')
  return {
    to: to as Hex,
    ...(amount !== undefined ? { value: amount } : {}),
    ...(data !== undefined ? { data: data as Hex } : {}),
  }
}

/** The calls and sender of a wallet_sendCalls request (EIP-5792: `[{ from?, chainId?, calls }]`). */
export function readSendCalls(params: unknown): { from?: string; calls: SmartAccountCall[] } {
  const [request] = Array.isArray(params) ? params : []
  if (typeof request !== 'object' || request === null) throw invalid('Invalid wallet_sendCalls')
  const { from, calls } = request as Record<string, unknown>
  if (!Array.isArray(calls) || calls.length === 0)
    throw invalid('Invalid wallet_sendCalls: no calls')
  if (from !== undefined && typeof from !== 'string') throw invalid('Invalid from')
  return { ...(typeof from === 'string' ? { from } : {}), calls: calls.map(readCall) }
}
