import * as flows from '@appkit/core/flows'
import { Header } from '@appkit/ui'
import { useSnapshot } from 'valtio'
import { getViewTitle } from './getViewTitle'
import { useModalContext } from './ModalContext'
import { useCloseDisabled } from './useCloseDisabled'
import { useRequestClose } from './useRequestClose'

/** The header: the view's title (router data filled in), Back when history allows, Close unless closing is disabled. */
export function ModalHeader() {
  const { core, t } = useModalContext()
  const router = useSnapshot(core.router)
  const requestClose = useRequestClose()
  // No Back out of sign-in: Cancel is its way out (SPEC §4), and Back would skip that rule.
  const canGoBack = router.history.length > 1 && router.view !== 'SIWXSignMessage'
  // No Close control while closing is disabled (SIWX required and no session yet).
  const closeDisabled = useCloseDisabled()
  return (
    <Header
      title={getViewTitle(t, router.view, router.data)}
      messages={{ back: t('common.back'), close: t('common.close'), help: t('common.help') }}
      {...(canGoBack ? { onBack: () => void flows.back(core) } : {})}
      {...(closeDisabled ? {} : { onClose: requestClose })}
    />
  )
}
