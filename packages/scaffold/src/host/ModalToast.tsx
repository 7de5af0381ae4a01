import * as controllers from '@appkit/core/controllers'
import { Toast } from '@appkit/ui'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { translateNotice } from '../i18n/translateNotice'
import { useModalContext } from './ModalContext'

/** How long a success or error toast stays (a loading toast stays until replaced). */
export const TOAST_VISIBLE_MS = 2500

/** The instance's toast (core's snackbar) rendered with ui's Toast; hides itself after 2.5 s. */
export function ModalToast() {
  const { core, t } = useModalContext()
  const snackbar = useSnapshot(core.snackbar)
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new message restarts the timer
  useEffect(() => {
    if (!snackbar.open || snackbar.variant === 'loading') return
    const clock = core.services.clock
    const id = clock.setTimeout(
      () => controllers.snackbar.hideToast(core.snackbar),
      TOAST_VISIBLE_MS,
    )
    return () => clock.clearTimeout(id)
  }, [core, snackbar.open, snackbar.variant, snackbar.message])
  if (!snackbar.open) return null
  return (
    <div className="ak-host-toast">
      <Toast variant={snackbar.variant} message={translateNotice(t, snackbar.message)} />
    </div>
  )
}
