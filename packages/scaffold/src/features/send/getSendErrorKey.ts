import {
  isUserRejection,
  SendAmountAndReceiverRequiredError,
  SendTokenRequiredError,
} from '@appkit/core'
import type { MessageKey } from '../../i18n/translate'

/**
 * The catalogue message of a failed send: SPEC §8's 'An amount and receiver address are
 * required' and 'A token is required' (recognised by class), the wallet's rejection (by code),
 * else 'Failed to send'.
 */
export function getSendErrorKey(error: unknown): MessageKey {
  if (error instanceof SendAmountAndReceiverRequiredError) return 'send.amountAndReceiverRequired'
  if (error instanceof SendTokenRequiredError) return 'send.tokenRequired'
  if (isUserRejection(error)) return 'send.rejected'
  return 'send.failed'
}
