import { base58, base64 } from '@scure/base'
import { WalletRpcError } from '../rpc/WalletRpcError'
import { readSolanaWire, writeSolanaWire } from './readSolanaWire'
import type { SecureSolanaChain } from './SecureSolanaChain'
import { sendSolanaTransaction } from './sendSolanaTransaction'
import type { SolanaKey } from './solanaKeyOf'

/** The Solana requests the embedded wallet answers (WalletConnect's solana JSON-RPC shapes). */
export const SOLANA_RPC_METHODS = [
  'solana_getAccounts',
  'solana_requestAccounts',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
] as const

/** True when `method` is one of the Solana wallet requests. */
export function isSolanaMethod(method: string): boolean {
  return method.startsWith('solana_')
}

/** What {@link handleSolanaRpc} needs: the user's Solana key, the session's cluster, the request. */
export type HandleSolanaRpcParameters = {
  key: SolanaKey
  chain: SecureSolanaChain
  method: string
  params: unknown
  fetch?: typeof fetch
  /** Aborts the send when the caller went away (RPC_ABORT). */
  signal?: AbortSignal | undefined
}

function record(params: unknown): Record<string, unknown> {
  return typeof params === 'object' && params !== null && !Array.isArray(params)
    ? (params as Record<string, unknown>)
    : {}
}

function decode(value: unknown, codec: typeof base58 | typeof base64, name: string): Uint8Array {
  if (typeof value !== 'string') throw new WalletRpcError(`Invalid ${name}`, -32602)
  try {
    return codec.decode(value)
  } catch {
    throw new WalletRpcError(`Invalid ${name}`, -32602)
  }
}

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

/** Signs this wallet's slot of a base64 wire transaction; refuses one it does not sign. */
function signWire(
  key: SolanaKey,
  transaction: unknown,
): { wire: Uint8Array; signature: Uint8Array } {
  const wire = decode(transaction, base64, 'transaction')
  const parsed = readSolanaWire(wire)
  const slot = parsed.signers.findIndex((signer) => sameBytes(signer, key.publicKey))
  if (slot < 0) throw new WalletRpcError('The transaction is not signed by this wallet', 4100)
  const signature = key.sign(parsed.message)
  parsed.signatures[slot] = signature
  return { wire: writeSolanaWire(wire, parsed), signature }
}

/**
 * Answers one Solana wallet request with the user's ed25519 key: the account (`[{ pubkey }]`),
 * `solana_signMessage` (`{ message: base58, pubkey }` to `{ signature: base58 }`), the
 * transaction signs (`{ transaction: base64 }` to `{ signature, transaction }`, or
 * `{ transactions }` for all) and `solana_signAndSendTransaction` (signed, then sent to the
 * session's cluster with its `sendOptions.preflightCommitment`; `{ signature }`). Another
 * `pubkey`, or a transaction this key does not sign, is refused (4100); any other method too (4200).
 */
export async function handleSolanaRpc(parameters: HandleSolanaRpcParameters): Promise<unknown> {
  const { key, chain, method } = parameters
  const params = record(parameters.params)
  switch (method) {
    case 'solana_getAccounts':
    case 'solana_requestAccounts':
      return [{ pubkey: key.address }]
    case 'solana_signMessage': {
      if (params.pubkey !== undefined && params.pubkey !== key.address)
        throw new WalletRpcError('The address is not this wallet', 4100)
      const message = decode(params.message, base58, 'message')
      return { signature: base58.encode(key.sign(message)) }
    }
    case 'solana_signTransaction': {
      const { wire, signature } = signWire(key, params.transaction)
      return { signature: base58.encode(signature), transaction: base64.encode(wire) }
    }
    case 'solana_signAllTransactions': {
      if (!Array.isArray(params.transactions))
        throw new WalletRpcError('Invalid transactions', -32602)
      const signed = params.transactions.map((transaction) => signWire(key, transaction))
      return { transactions: signed.map(({ wire }) => base64.encode(wire)) }
    }
    case 'solana_signAndSendTransaction': {
      const { wire } = signWire(key, params.transaction)
      const options = record(params.sendOptions ?? params.options)
      parameters.signal?.throwIfAborted()
      const signature = await sendSolanaTransaction(
        chain.rpcUrl,
        base64.encode(wire),
        options.preflightCommitment,
        parameters.fetch,
        parameters.signal,
      )
      return { signature }
    }
    default:
      throw new WalletRpcError('Requested RPC call is not allowed', 4200)
  }
}
