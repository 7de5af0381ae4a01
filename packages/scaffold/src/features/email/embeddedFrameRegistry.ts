import type { AppKitCore } from '@appkit/core/internal'

/** The embedded wallet's frame element and what talks to it (only `request` is needed here). */
export type EmbeddedFrameHandle = {
  element: HTMLIFrameElement
  request: (type: string, payload?: unknown) => Promise<unknown>
}

const frames = new WeakMap<AppKitCore, EmbeddedFrameHandle>()
const locales = new WeakMap<EmbeddedFrameHandle, string>()

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
