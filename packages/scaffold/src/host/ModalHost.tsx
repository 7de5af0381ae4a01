import { ComponentStyle, Dialog, ThemeRoot } from '@appkit/ui'
import { useMemo } from 'react'
import { useSnapshot } from 'valtio'
import type { AppKit } from '../client/AppKit'
import { displayLocale } from '../i18n/displayLocale'
import { toUiThemeVariables } from '../theme/toUiThemeVariables'
import { viewRegistry } from '../views/viewRegistry'
import { getLocaleDirection } from './getLocaleDirection'
import { hostCss } from './hostCss'
import { ModalAlert } from './ModalAlert'
import { ModalContext, useModalContext } from './ModalContext'
import { ModalHeader } from './ModalHeader'
import { ModalToast } from './ModalToast'
import { RouterOutlet } from './RouterOutlet'
import { useRequestClose } from './useRequestClose'

function HostDialog() {
  const { core } = useModalContext()
  const modal = useSnapshot(core.modal)
  const requestClose = useRequestClose()
  return (
    <Dialog
      open={modal.open}
      onClose={requestClose}
      shake={modal.shake}
      onShakeEnd={() => {
        core.modal.shake = false
      }}
    >
      <ModalAlert />
      <ModalHeader />
      <RouterOutlet />
    </Dialog>
  )
}

/** Props of {@link ModalHost}. */
export type ModalHostProps = { appKit: AppKit }

/**
 * The modal of an instance: theme tokens (ui theme, themeMode, themeVariables), the ui Dialog
 * (focus trap, Escape, overlay click, focus restored on close), the alert, the header, the
 * router outlet and the toast.
 */
export function ModalHost({ appKit }: ModalHostProps) {
  const { core, t } = appKit
  const theme = useSnapshot(core.theme)
  const { locale } = useSnapshot(appKit.lifecycle)
  const context = useMemo(() => ({ core, t, appKit, views: viewRegistry }), [core, t, appKit])
  return (
    <ModalContext.Provider value={context}>
      <ThemeRoot
        mode={theme.themeMode === 'dark' ? 'dark' : 'light'}
        themeVariables={toUiThemeVariables(theme.themeVariables)}
        dir={getLocaleDirection(displayLocale(appKit.options.locale, locale))}
      >
        <ComponentStyle id="scaffold-host" css={hostCss} />
        <HostDialog />
        <ModalToast />
      </ThemeRoot>
    </ModalContext.Provider>
  )
}
