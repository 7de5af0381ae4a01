import type { AlertKey } from './alerts'
import { walkErrorChain } from './BaseError'

const rules: readonly (readonly [text: string, alert: AlertKey])[] = [
  ['Unauthorized: origin not allowed', 'INVALID_APP_CONFIGURATION'],
  ['JWT Token is not yet valid', 'SESSION_EXPIRED'],
  ['Unauthorized: invalid key', 'INVALID_PROJECT_ID'],
]

function messageOf(error: unknown): string {
  if (typeof error === 'string') return error
  const message = (error as { message?: unknown } | null)?.message
  return typeof message === 'string' ? message : ''
}

/**
 * Maps a pairing/RPC provider error to the alert to show (SPEC §8: 'Unauthorized: origin not
 * allowed' → invalid configuration, 'JWT Token is not yet valid' → session expired,
 * 'Unauthorized: invalid key' → invalid project id). Looks through the cause chain; returns
 * undefined when no rule matches. Pure: shows nothing itself.
 *
 * @example
 * getProviderErrorAlert(new Error('Unauthorized: invalid key')) // 'INVALID_PROJECT_ID'
 */
export function getProviderErrorAlert(error: unknown): AlertKey | undefined {
  let found: AlertKey | undefined
  walkErrorChain(error, (e) => {
    const message = messageOf(e)
    found = rules.find(([text]) => message.includes(text))?.[1]
    return found !== undefined
  })
  return found
}
