import type { AppKitCore } from '@appkit/core/internal'
import { subscribe } from 'valtio'
import type { Translate } from '../../i18n/translate'

/** The embedded wallet's frame element and what talks to it (only `request` is needed here). */
export type EmbeddedFrameHandle = {
  element: HTMLIFrameElement
  request: (type: string, payload?: unknown) => Promise<unknown>
}

const frames = new WeakMap<AppKitCore, EmbeddedFrameHandle>()
const locales = new WeakMap<EmbeddedFrameHandle, string>()
const speaking = new WeakSet<EmbeddedFrameHandle>()

/** Records the instance's embedded wallet frame (when getEmbeddedWallet adds it to the page). */
export function registerEmbeddedFrame(core: AppKitCore, handle: EmbeddedFrameHandle): void {
  frames.set(core, handle)
}

/** The instance's embedded wallet frame, if one was added to the page. */
export function getEmbeddedFrame(core: AppKitCore): EmbeddedFrameHandle | undefined {
  return frames.get(core)
}

/**
 * Tells the instance's embedded wallet frame the modal's language (SYNC_LOCALE, sent again only
 * when it changed): the frame's approval text, and the e-mails and popup pages it asks the
 * secure site for, follow it (the secure site takes its shipped languages, else English).
 */
export function syncEmbeddedFrameLocale(core: AppKitCore, locale: string | undefined): void {
  const frame = frames.get(core)
  if (!frame || !locale || locales.get(frame) === locale) return
  locales.set(frame, locale)
  void frame.request('SYNC_LOCALE', { locale }).catch(() => locales.delete(frame))
}

/** Where the frame's language comes from: the instance's translate function and its locale. */
export type EmbeddedFrameSpeaker = {
  t: Translate
  /** A valtio proxy: its `locale` changes once the translation of the instance's locale loads. */
  lifecycle: { readonly locale: string }
}

/**
 * Has the instance's embedded wallet frame speak the modal's language from now on: the title of
 * its element on the dapp's page (`buttons.embeddedWalletFrame`, while the frame is hidden; the
 * approval view gives it its own title while it shows the frame) and the frame's own text
 * (SYNC_LOCALE), now and each time the instance's locale changes (a translation that loads after
 * the frame was added, as when a stored login is restored at start). Once per frame.
 */
export function speakEmbeddedFrame(core: AppKitCore, speaker: EmbeddedFrameSpeaker): void {
  const frame = frames.get(core)
  if (!frame || speaking.has(frame)) return
  speaking.add(frame)
  const speak = () => {
    if (frame.element.getAttribute('aria-hidden') === 'true') {
      frame.element.title = speaker.t('buttons.embeddedWalletFrame')
    }
    syncEmbeddedFrameLocale(core, speaker.lifecycle.locale)
  }
  speak()
  subscribe(speaker.lifecycle, speak)
}
