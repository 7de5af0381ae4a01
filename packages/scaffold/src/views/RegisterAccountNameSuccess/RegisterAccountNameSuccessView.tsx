import * as controllers from '@appkit/core/controllers'
import { AlertBar, Button, ComponentStyle, Icon, Spinner } from '@appkit/ui'
import { useEffect } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { canChooseAccountName } from '../RegisterAccountName/canChooseAccountName'
import { registerAccountNameCss } from '../RegisterAccountName/registerAccountNameCss'
import { useRegisteredName } from './useRegisteredName'

/**
 * RegisterAccountNameSuccess (SPEC §4): the name the service registered (with the deployment's
 * suffix), now the account's profile name, and the way back to Account. Opened directly
 * (`open({ view })`) for an account whose name is not known yet, it looks the name up; with no
 * name registered it claims no success: the visitor goes where a name is chosen
 * (RegisterAccountName) when the account may register one, else to Account (Connect without one).
 */
export default function RegisterAccountNameSuccessView() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain)
  const account = controllers.chain.getActiveAccount(chain as typeof core.chain)
  const network = controllers.chain.getActiveNetwork(chain as typeof core.chain)
  const registered = useRegisteredName(core, account?.profileName ?? undefined, account?.address)
  const elsewhere =
    registered.status !== 'none'
      ? undefined
      : !account?.address
        ? 'Connect'
        : canChooseAccountName(account, network)
          ? 'RegisterAccountName'
          : 'Account'
  useEffect(() => {
    if (elsewhere) controllers.router.replace(core.router, elsewhere)
  }, [core, elsewhere])

  const back = (
    <Button fullWidth onClick={() => controllers.router.reset(core.router, 'Account')}>
      {t('names.backToAccount')}
    </Button>
  )
  return (
    <div className="ak-register-name ak-register-name-success">
      <ComponentStyle id="register-account-name" css={registerAccountNameCss} />
      {registered.status === 'looking' ? <Spinner label={t('names.lookingUp')} /> : null}
      {registered.status === 'failed' ? (
        <>
          <AlertBar variant="error" message={t('names.namesFailed')} />
          {back}
        </>
      ) : null}
      {registered.status === 'found' ? (
        <>
          <span className="ak-register-name-badge">
            <Icon name="check" size={28} />
          </span>
          <p className="ak-register-name-title">{registered.name}</p>
          <p className="ak-register-name-text">
            {t('names.successText', { name: registered.name })}
          </p>
          {back}
        </>
      ) : null}
    </div>
  )
}
