import type { SiwxMessage, SiwxMessageData } from './SiwxMessage'
import { serializeSiwxMessage } from './serializeSiwxMessage'

/**
 * Validates the fields and returns them with their text (`serializedMessage`, `toString()`).
 * Throws InvalidSiwxMessageError when a field is invalid.
 *
 * @example
 * toSiwxMessage(fields).toString() // the text to sign
 */
export function toSiwxMessage(data: SiwxMessageData): SiwxMessage {
  const serializedMessage = serializeSiwxMessage(data)
  return {
    ...data,
    serializedMessage,
    toString: () => serializedMessage,
  }
}
