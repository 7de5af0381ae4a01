import { FRAME_CATALOGUES, FRAME_MESSAGES_EN, type FrameMessageKey } from './frameMessages'

/** Looks a key up in the chosen catalogue and fills its `{name}` placeholders. */
export type FrameTranslate = (
  key: FrameMessageKey,
  params?: Record<string, string | number>,
) => string

/**
 * The translate function of the frame for the first of `languages` (e.g. `navigator.languages`,
 * or the frame URL's `locale`) it has a catalogue for, matching `ar-EG` to `ar`; else English.
 */
export function translateFrame(languages: readonly string[]): FrameTranslate {
  const tag = languages
    .flatMap((language) => [language, language.split('-')[0] ?? ''])
    .find((language) => Object.hasOwn(FRAME_CATALOGUES, language))
  const catalogue = (tag && FRAME_CATALOGUES[tag]) || FRAME_MESSAGES_EN
  return (key, params) => {
    const template = catalogue[key] ?? FRAME_MESSAGES_EN[key]
    if (!params) return template
    return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
      Object.hasOwn(params, name) ? String(params[name]) : whole,
    )
  }
}
