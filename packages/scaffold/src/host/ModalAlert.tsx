import * as controllers from '@appkit/core/controllers'
import { AlertBar } from '@appkit/ui'
import { useSnapshot } from 'valtio'
import { useModalContext } from './ModalContext'

/** The instance's alert (core's alerts) as an AlertBar at the top of the modal. */
export function ModalAlert() {
  const { core, t } = useModalContext()
  const alert = useSnapshot(core.alerts)
  if (!alert.open) return null
  const message = alert.longMessage
    ? `${alert.shortMessage}: ${alert.longMessage}`
    : alert.shortMessage
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
