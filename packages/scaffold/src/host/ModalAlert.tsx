import * as controllers from '@appkit/core/controllers'
import { AlertBar } from '@appkit/ui'
import { useSnapshot } from 'valtio'
import { translateNotice } from '../i18n/translateNotice'
import { useModalContext } from './ModalContext'

/** The instance's alert (core's alerts, in the catalogue's words) as an AlertBar atop the modal. */
export function ModalAlert() {
  const { core, t } = useModalContext()
  const alert = useSnapshot(core.alerts)
  if (!alert.open) return null
  const short = translateNotice(t, alert.shortMessage)
  const message = alert.longMessage ? `${short}: ${translateNotice(t, alert.longMessage)}` : short
  return (
    <div className="ak-host-alert">
      <AlertBar
        variant={alert.variant}
        message={message}
        closeLabel={t('host.closeAlert')}
        onClose={() => controllers.alerts.closeAlert(core.alerts)}
      />
    </div>
  )
}
