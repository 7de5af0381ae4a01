import { BaseError, isUserRejection, UserRejectedRequestError } from '@appkit/core'
import { PolkadotTransactionRefusedError } from './polkadotErrors'

// A transaction-pool refusal as @polkadot/api reports it: `1010: {"invalid":{"badProof":null}}`
// (1010 invalid transaction, 1011 unknown validity; the JSON names the reason).
const poolRefusal = /^(101[0-4]): (\{.*\})/

/** The pool's reason of a 1010–1014 RPC error ('1010 invalid badProof'), if `error` is one. */
export function poolRefusalReason(error: unknown): string | undefined {
  const message = error instanceof Error ? error.message : undefined
  const match = message ? poolRefusal.exec(message) : null
  if (!match) return undefined
  try {
    const reason = JSON.parse(match[2]!) as Record<string, unknown>
    const [kind] = Object.keys(reason)
    const detail = kind ? reason[kind] : undefined
    const inner =
      typeof detail === 'object' && detail !== null ? Object.keys(detail).join(' ') : String(detail)
    return [match[1], kind, inner].filter(Boolean).join(' ')
  } catch {
    return `${match[1]} ${match[2]}`
  }
}

/**
 * Maps what a Polkadot wallet or node threw to core's errors: a refusal by the user (code 4001 or
 * 5000 anywhere in the cause chain, recognised by code, never by text) becomes core's
 * UserRejectedRequestError; a transaction-pool refusal ('1010 invalid badProof') becomes
 * PolkadotTransactionRefusedError; core errors pass through; anything else is wrapped in a
 * BaseError that keeps it as its cause.
 */
export function toPolkadotAdapterError(
  error: unknown,
  action = 'The wallet request failed',
): BaseError {
  if (error instanceof UserRejectedRequestError) return error
  if (isUserRejection(error)) return new UserRejectedRequestError({ cause: error })
  if (error instanceof BaseError) return error
  const reason = poolRefusalReason(error)
  if (reason) return new PolkadotTransactionRefusedError(reason, { cause: error })
  return new BaseError(action, { cause: error })
}

/** Runs `action`, rethrowing its failure through {@link toPolkadotAdapterError}. */
export async function withPolkadotErrors<T>(
  action: () => Promise<T>,
  message?: string,
): Promise<T> {
  try {
    return await action()
  } catch (error) {
    throw toPolkadotAdapterError(error, message)
  }
}
