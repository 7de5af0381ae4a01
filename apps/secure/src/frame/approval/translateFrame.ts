import { fillMessage } from '../../i18n/fillMessage'
import { SECURE_CATALOGUES } from '../../i18n/secureCatalogues'
import { pickSecureLocale } from '../../i18n/secureLocales'
import { FRAME_MESSAGES_EN, type FrameMessageKey } from './frameMessages'

/** Looks a key up in the chosen catalogue and fills its `{name}` placeholders. */
export type FrameTranslate = (
  key: FrameMessageKey,
  params?: Record<string, string | number>,
) => string

/**
 * The translate function of the frame for the first of `languages` (the modal's locale from
 * SYNC_LOCALE or the frame URL's `locale`, then `navigator.languages`) it has a catalogue for,
 * matching `ar-EG` to `ar`; else English.
 */
export function translateFrame(languages: readonly unknown[]): FrameTranslate {
  const catalogue = SECURE_CATALOGUES[pickSecureLocale(languages)].frame
  return (key, params) => fillMessage(catalogue[key] ?? FRAME_MESSAGES_EN[key], params)
}
