import type { AppKitCore } from '@appkit/core/internal'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import {
  getEmbeddedFrame,
  syncEmbeddedFrameLocale,
} from '../../features/email/embeddedFrameRegistry'
import { useModalContext } from '../../host/ModalContext'
import type { Translate } from '../../i18n/translate'
import { placeFrameOver } from './placeFrameOver'

/** The least height of the frame's box (px), before the frame says how tall its request is. */
const FRAME_MIN_HEIGHT = 200

/**
 * A request the visitor decides inside the embedded wallet's frame (SPEC §6 approval for the
 * e-mail and social wallet): the secure site's frame is shown in this box, with its own origin's
 * text and buttons; the modal shows no Approve of its own (the page's scripts could click that).
 * The frame takes the dapp's theme mode (SYNC_THEME) and the modal's language (SYNC_LOCALE).
 */
export function FrameApproval({ core, t }: { core: AppKitCore; t: Translate }) {
  const slot = useRef<HTMLDivElement>(null)
  const { themeMode } = useSnapshot(core.theme)
  const locale = useModalContext().appKit?.lifecycle.locale
  useEffect(() => {
    const frame = getEmbeddedFrame(core)
    if (frame) void frame.request('SYNC_THEME', { themeMode }).catch(() => {})
  }, [core, themeMode])
  useEffect(() => syncEmbeddedFrameLocale(core, locale), [core, locale])
  useEffect(() => {
    const frame = getEmbeddedFrame(core)
    const box = slot.current
    if (!frame || !box) return
    const hide = placeFrameOver(frame.element, box, t('approveTransaction.frameTitle'))
    frame.element.focus()
    // The frame tells how tall its request is; the box fits it (within the viewport).
    const view = box.ownerDocument.defaultView ?? window
    const origin = new URL(frame.element.src).origin
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== origin || event.source !== frame.element.contentWindow) return
      const { type, payload } = (event.data ?? {}) as { type?: unknown; payload?: unknown }
      const height = (payload as { height?: unknown } | undefined)?.height
      if (type !== 'FRAME_HEIGHT' || typeof height !== 'number' || height <= 0) return
      const fitted = Math.min(Math.max(height, FRAME_MIN_HEIGHT), view.innerHeight - 160)
      box.style.height = `${Math.max(fitted, FRAME_MIN_HEIGHT)}px`
    }
    view.addEventListener('message', onMessage)
    return () => {
      view.removeEventListener('message', onMessage)
      hide()
    }
  }, [core, t])
  return (
    <>
      <p className="ak-approve-meta">{t('approveTransaction.reviewInFrame')}</p>
      <div ref={slot} className="ak-approve-frame" data-testid="approve-frame-slot" />
    </>
  )
}
