import { fromBase58 } from '../base58'
import type { SolanaDevChain } from '../SolanaDevChain'
import { invalidParam, invalidParams } from '../SolanaRpcError'
import { type Commitment, toCommitment } from '../slotClock'

/** A JSON-RPC method of the devnet: its positional params and the chain, to a JSON-ready result. */
export type SolanaRpcMethod = (params: readonly unknown[], chain: SolanaDevChain) => unknown

/**
 * The version the devnet reports in `context.apiVersion` and getVersion: that of the Agave runtime
 * crates in litesvm 1.5's addon (solana-program-runtime 4.3.0).
 */
export const API_VERSION = '4.3.0'

/** The optional config object at `params[index]` (a bare string there is taken as the encoding). */
export function configAt(params: readonly unknown[], index: number): Record<string, unknown> {
  const value = params[index]
  if (value === undefined || value === null) return {}
  if (typeof value === 'string') return { encoding: value }
  if (typeof value !== 'object' || Array.isArray(value))
    throw invalidParams('invalid config object')
  return value as Record<string, unknown>
}

/** The commitment a config asks for (finalized by default, as a node). */
export function commitmentOf(config: Record<string, unknown>): Commitment {
  const commitment = toCommitment(config.commitment)
  if (!commitment) throw invalidParams(`unknown commitment ${String(config.commitment)}`)
  return commitment
}

/** A `{ context, value }` answer at `slot`. */
export function withContext(slot: number, value: unknown) {
  return { context: { apiVersion: API_VERSION, slot }, value }
}

/** The base58 address at `params[index]`, checked as a node checks it (32 bytes). */
export function addressAt(params: readonly unknown[], index: number): string {
  const value = params[index]
  if (typeof value !== 'string') throw invalidParams('missing address')
  let bytes: Uint8Array
  try {
    bytes = fromBase58(value)
  } catch {
    throw invalidParam('Invalid')
  }
  if (bytes.length !== 32) throw invalidParam('WrongSize')
  return value
}

/** The base58 signature at `value`, checked (64 bytes). */
export function checkSignature(value: unknown): string {
  if (typeof value !== 'string') throw invalidParams('missing signature')
  let length = 0
  try {
    length = fromBase58(value).length
  } catch {
    throw invalidParam('Invalid')
  }
  if (length !== 64) throw invalidParam('WrongSize')
  return value
}
