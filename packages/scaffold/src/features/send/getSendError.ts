import { TransactionRefusedError, walkErrorChain } from '@appkit/core'
import type { MessageKey } from '../../i18n/translate'
import { getSendErrorKey } from './getSendErrorKey'

/** A failed send as the panel shows it: the catalogue message and, when refused, the node's reason. */
export type SendError = { key: MessageKey; reason?: string }

/**
 * {@link getSendErrorKey}, and a transaction the network (its node) refused: 'The network
 * refused the transaction. Nothing was sent.' with the node's reason (recognised by class).
 */
export function getSendError(error: unknown): SendError {
  const refused = walkErrorChain(error, (cause) => cause instanceof TransactionRefusedError)
  if (refused instanceof TransactionRefusedError)
    return { key: 'send.refused', reason: refused.shortMessage }
  return { key: getSendErrorKey(error) }
}
