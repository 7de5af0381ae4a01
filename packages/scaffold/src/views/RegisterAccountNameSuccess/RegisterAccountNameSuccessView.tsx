import * as controllers from '@appkit/core/controllers'
import { Button, ComponentStyle, Icon } from '@appkit/ui'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { registerAccountNameCss } from '../RegisterAccountName/registerAccountNameCss'

/**
 * RegisterAccountNameSuccess (SPEC §4): the name the service registered (with the deployment's
 * suffix), now the account's profile name, and the way back to Account.
 */
export default function RegisterAccountNameSuccessView() {
  const { core, t } = useModalContext()
  const chain = useSnapshot(core.chain)
  const account = controllers.chain.getActiveAccount(chain as typeof core.chain)
  const name = account?.profileName ?? ''
  return (
    <div className="ak-register-name ak-register-name-success">
      <ComponentStyle id="register-account-name" css={registerAccountNameCss} />
      <span className="ak-register-name-badge">
        <Icon name="check" size={28} />
      </span>
      <p className="ak-register-name-title">{name}</p>
      <p className="ak-register-name-text">{t('names.successText', { name })}</p>
      <Button fullWidth onClick={() => controllers.router.reset(core.router, 'Account')}>
        {t('names.backToAccount')}
      </Button>
    </div>
  )
}
