import type { View } from '@appkit/core'
import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { Header } from '@appkit/ui'
import { useSnapshot } from 'valtio'
import { getViewTitle } from './getViewTitle'
import { useModalContext } from './ModalContext'
import { useCloseDisabled } from './useCloseDisabled'
import { useRequestClose } from './useRequestClose'

/**
 * The help view each start view offers in the header (as AppKit does): what a wallet is, on
 * Connect; what a network is, on Networks. Help takes Back's place, so only a first view has it.
 */
const HELP_VIEWS: Partial<Record<View, View>> = {
  Connect: 'WhatIsAWallet',
  Networks: 'WhatIsANetwork',
}

/**
 * The header: the view's title (router data filled in), Back when history allows (else Help on a
 * view that has one), Close unless closing is disabled.
 */
export function ModalHeader() {
  const { core, t } = useModalContext()
  const router = useSnapshot(core.router)
  const requestClose = useRequestClose()
  // No Back out of sign-in: Cancel is its way out (SPEC §4), and Back would skip that rule.
  const canGoBack = router.history.length > 1 && router.view !== 'SIWXSignMessage'
  // No Close control while closing is disabled (SIWX required and no session yet).
  const closeDisabled = useCloseDisabled()
  const helpView = canGoBack ? undefined : HELP_VIEWS[router.view]
  return (
    <Header
      title={getViewTitle(t, router.view, router.data)}
      messages={{
        back: t('common.back'),
        close: t('common.close'),
        // Help is named after the view it opens.
        help: helpView ? getViewTitle(t, helpView, {}) : t('common.help'),
      }}
      {...(canGoBack ? { onBack: () => void flows.back(core) } : {})}
      {...(closeDisabled ? {} : { onClose: requestClose })}
      {...(helpView ? { onHelp: () => controllers.router.push(core.router, helpView) } : {})}
    />
  )
}
