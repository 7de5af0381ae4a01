import { hex } from '@scure/base'

/** The text of a message to sign as the prompt shows it: UTF-8 text, or hex when it is not. */
export function describeMessage(message: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(message)
  } catch {
    return `0x${hex.encode(message)}`
  }
}
