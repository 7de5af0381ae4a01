import * as controllers from '@appkit/core/controllers'
import { EmailInput } from '@appkit/ui'
import { useState } from 'react'
import { useModalContext } from '../../host/ModalContext'

/**
 * The e-mail field on Connect (SPEC §9 'Connect method order'): a valid e-mail (SPEC §5) opens
 * the e-mail login panel, whose chunk loads only then; an invalid one says so.
 */
export function EmailConnect() {
  const { core, t } = useModalContext()
  const [value, setValue] = useState('')
  const [invalid, setInvalid] = useState(false)
  return (
    <div className="ak-connect-email">
      <EmailInput
        compact
        value={value}
        onChange={(next) => {
          setValue(next)
          setInvalid(false)
        }}
        onSubmit={(email) => {
          if (!controllers.emailLogin.isValidEmail(email)) return setInvalid(true)
          controllers.router.push(core.router, 'FeaturePanel', { panel: 'email', email })
        }}
        messages={{
          label: t('email.label'),
          placeholder: t('email.placeholder'),
          submit: t('email.submit'),
        }}
        error={invalid ? t('email.invalidEmail') : undefined}
      />
    </div>
  )
}
