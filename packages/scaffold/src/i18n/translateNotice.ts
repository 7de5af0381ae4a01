import { notices } from './en/notices'
import type { MessageKey, Translate } from './translate'

/**
 * The text of a core alert or toast as the catalogue has it: core gives SPEC §8's English text,
 * which is the key of the `notices` namespace; a text core made up (an error's own message) is
 * shown as it is.
 */
export function translateNotice(t: Translate, text: string): string {
  return Object.hasOwn(notices, text) ? t(`notices.${text}` as MessageKey) : text
}
