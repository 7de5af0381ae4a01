import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { AlertBar, Button, ComponentStyle, EmailInput, OtpInput, Spinner } from '@appkit/ui'
import { useState } from 'react'
import { useSnapshot } from 'valtio'
import { getEmailErrorMessage } from '../../features/email/getEmailErrorMessage'
import { getEmbeddedWallet } from '../../features/email/getEmbeddedWallet'
import { useModalContext } from '../../host/ModalContext'
import { updateEmailWalletCss } from './updateEmailWalletCss'

type Step = 'email' | 'sending' | 'current' | 'new' | 'verifying' | 'done'

/**
 * UpdateEmailWallet (SPEC §2; §4 'E-mail change: primary-email code, then secondary-email code'):
 * the new e-mail (a valid one, SPEC §5, not the current one), then the code sent to the current
 * e-mail, then the code sent to the new one; the embedded wallet's user is then read again, so
 * Account shows the new e-mail as its display name. Errors come from the catalogue.
 */
export default function UpdateEmailWalletView() {
  const { core, t, appKit } = useModalContext()
  const chain = useSnapshot(core.chain)
  const current = controllers.chain.getActiveAccount(chain as typeof core.chain)?.user?.email ?? ''
  const secureSiteUrl = appKit?.options.secureSiteUrl ?? ''
  const [step, setStep] = useState<Step>('email')
  const [value, setValue] = useState('')
  const [newEmail, setNewEmail] = useState('')
  const [error, setError] = useState<string>()
  const [otpKey, setOtpKey] = useState(0)

  const wallet = () => getEmbeddedWallet(core, secureSiteUrl, appKit)
  const fail = (failure: unknown) => {
    const { key, params } = getEmailErrorMessage(failure)
    setError(t(key === 'email.failed' ? 'email.updateFailed' : key, params))
  }

  async function start(email: string) {
    setError(undefined)
    if (!controllers.emailLogin.isValidEmail(email)) return setError(t('email.invalidEmail'))
    if (email.toLowerCase() === current.toLowerCase()) return setError(t('email.updateSame'))
    setStep('sending')
    try {
      const { login, frame } = wallet()
      await controllers.emailLogin.startEmailUpdate(login, frame, email)
      setNewEmail(email)
      setStep('current')
    } catch (failure) {
      fail(failure)
      setStep('email')
    }
  }

  async function verify(code: string, awaited: 'current' | 'new') {
    setError(undefined)
    setStep('verifying')
    try {
      const { login, frame, messenger } = wallet()
      await controllers.emailLogin.verifyEmailUpdateOtp(login, frame, code)
      if (login.step === 'VERIFY_SECONDARY_OTP') return setStep('new')
      await flows.refreshEmbeddedUser(core, messenger)
      setStep('done')
    } catch (failure) {
      fail(failure)
      setOtpKey((key) => key + 1)
      setStep(awaited)
    }
  }

  const codeStep = (awaited: 'current' | 'new') => (
    <>
      <p className="ak-update-email-status">
        {awaited === 'current'
          ? t('email.updateCurrentCode', { email: current })
          : t('email.updateNewCode', { email: newEmail })}
      </p>
      <OtpInput
        key={`${awaited}-${otpKey}`}
        invalid={error !== undefined}
        messages={{
          legend: t('email.codeLegend'),
          digit: (position, length) => t('email.codeDigit', { position, length }),
        }}
        onComplete={(code) => void verify(code, awaited)}
      />
    </>
  )

  return (
    <div className="ak-update-email">
      <ComponentStyle id="update-email-wallet" css={updateEmailWalletCss} />
      {step === 'email' ? (
        <>
          <p className="ak-update-email-status">{t('email.updateIntro', { email: current })}</p>
          <EmailInput
            value={value}
            onChange={(next) => {
              setValue(next)
              setError(undefined)
            }}
            onSubmit={(email) => void start(email)}
            messages={{
              label: t('email.updateLabel'),
              placeholder: t('email.placeholder'),
              submit: t('email.submit'),
            }}
          />
        </>
      ) : null}
      {step === 'sending' ? <Spinner label={t('email.sending')} /> : null}
      {step === 'verifying' ? <Spinner label={t('email.verifying')} /> : null}
      {step === 'current' || step === 'new' ? codeStep(step) : null}
      {step === 'done' ? (
        <>
          <p className="ak-update-email-status" role="status">
            {t('email.updateDone', { email: newEmail })}
          </p>
          <Button
            variant="primary"
            fullWidth
            onClick={() => controllers.router.reset(core.router, 'Account')}
          >
            {t('email.updateBack')}
          </Button>
        </>
      ) : null}
      {error ? <AlertBar variant="error" message={error} /> : null}
    </div>
  )
}
