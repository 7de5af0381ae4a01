import type { AppKitCore } from '@appkit/core'
import { useEffect, useRef } from 'react'
import { useSnapshot } from 'valtio'
import { getEmbeddedFrame } from '../../features/email/embeddedFrameRegistry'
import type { Translate } from '../../i18n/translate'
import { placeFrameOver } from './placeFrameOver'

/**
 * A request the visitor decides inside the embedded wallet's frame (SPEC §6 approval for the
 * e-mail and social wallet): the secure site's frame is shown in this box, with its own origin's
 * text and buttons; the modal shows no Approve of its own (the page's scripts could click that).
 * The frame takes the dapp's theme mode (SYNC_THEME).
 */
export function FrameApproval({ core, t }: { core: AppKitCore; t: Translate }) {
  const slot = useRef<HTMLDivElement>(null)
  const { themeMode } = useSnapshot(core.theme)
  useEffect(() => {
    const frame = getEmbeddedFrame(core)
    if (frame) void frame.request('SYNC_THEME', { themeMode }).catch(() => {})
  }, [core, themeMode])
  useEffect(() => {
    const frame = getEmbeddedFrame(core)
    const box = slot.current
    if (!frame || !box) return
    const hide = placeFrameOver(frame.element, box, t('approveTransaction.frameTitle'))
    frame.element.focus()
    return hide
  }, [core, t])
  return (
    <>
      <p className="ak-approve-meta">{t('approveTransaction.reviewInFrame')}</p>
      <div ref={slot} className="ak-approve-frame" data-testid="approve-frame-slot" />
    </>
  )
}
