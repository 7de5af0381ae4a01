export { en, type MessageCatalogue } from '../i18n/en/index'
export type { MessageKey, MessageOverrides, MessageParams, Translate } from '../i18n/translate'
