import * as controllers from '@appkit/core/controllers'
import * as flows from '@appkit/core/flows'
import { AlertBar, Button, ComponentStyle, OtpInput, Spinner } from '@appkit/ui'
import { useEffect, useRef, useState } from 'react'
import { useSnapshot } from 'valtio'
import { useModalContext } from '../../host/ModalContext'
import { emailPanelCss } from './emailPanelCss'
import { getEmailErrorMessage } from './getEmailErrorMessage'
import { getEmbeddedWallet } from './getEmbeddedWallet'

type Step = 'sending' | 'device' | 'otp' | 'verifying' | 'connecting'

/**
 * The e-mail login panel (SPEC §2 'email', §4 'Login e-mail flow'): sends the one-time code to
 * the e-mail Connect passed (router data `email`) through the embedded wallet frame (a known
 * e-mail on a new device first waits for the device link sent to it: VERIFY_DEVICE), asks for the
 * code, then connects the embedded wallet, after which Account shows the e-mail (SPEC §5
 * display name). A new code may
 * not be asked within 30 s ('Please try again after {n} seconds'); errors come from the catalogue.
 */
export default function EmailPanel() {
  const { core, t, appKit } = useModalContext()
  const router = useSnapshot(core.router)
  const email = typeof router.data?.email === 'string' ? router.data.email : ''
  const secureSiteUrl = appKit?.options.secureSiteUrl ?? ''
  const [step, setStep] = useState<Step>('sending')
  const [error, setError] = useState<string>()
  const [otpKey, setOtpKey] = useState(0)
  const started = useRef(false)

  const wallet = () => getEmbeddedWallet(core, secureSiteUrl, appKit)
  const fail = (failure: unknown) => {
    const { key, params } = getEmailErrorMessage(failure)
    setError(t(key, params))
  }

  async function send() {
    setError(undefined)
    setStep('sending')
    try {
      const { login, frame } = wallet()
      const next = await flows.loginWithEmail(core, {
        login,
        frame,
        email,
        onVerifyDevice: () => setStep('device'),
      })
      if (next === 'CONNECTED') await connect()
      else setStep('otp')
    } catch (failure) {
      fail(failure)
      setStep('otp')
    }
  }

  async function connect() {
    setStep('connecting')
    await wallet().connect()
  }

  async function verify(code: string) {
    setError(undefined)
    setStep('verifying')
    try {
      const { login, frame } = wallet()
      await flows.verifyEmailCode(core, login, frame, code)
      await connect()
    } catch (failure) {
      fail(failure)
      setOtpKey((key) => key + 1)
      setStep('otp')
    }
  }

  // The code goes out once per visit of the panel (not again on a re-render).
  useEffect(() => {
    if (started.current) return
    started.current = true
    void send()
  })

  return (
    <div className="ak-email">
      <ComponentStyle id="email-panel" css={emailPanelCss} />
      {step === 'sending' ? <Spinner label={t('email.sending')} /> : null}
      {step === 'device' ? (
        <>
          <p className="ak-email-status" role="status">
            {t('email.deviceSent', { email })}
          </p>
          <Spinner label={t('email.deviceWaiting')} />
        </>
      ) : null}
      {step === 'verifying' ? <Spinner label={t('email.verifying')} /> : null}
      {step === 'connecting' ? <Spinner label={t('email.connecting')} /> : null}
      {step === 'otp' ? (
        <>
          <p className="ak-email-status">{t('email.codeSent', { email })}</p>
          <OtpInput
            key={otpKey}
            invalid={error !== undefined}
            messages={{
              legend: t('email.codeLegend'),
              digit: (position, length) => t('email.codeDigit', { position, length }),
            }}
            onComplete={(code) => void verify(code)}
          />
        </>
      ) : null}
      {error ? <AlertBar variant="error" message={error} /> : null}
      {step === 'otp' || step === 'device' ? (
        <div className="ak-email-actions">
          {step === 'otp' ? (
            <Button variant="secondary" onClick={() => void send()}>
              {t('email.resend')}
            </Button>
          ) : null}
          <Button
            variant="secondary"
            onClick={() => controllers.router.goBackToIndex(core.router, 0)}
          >
            {t('email.changeEmail')}
          </Button>
        </div>
      ) : null}
    </div>
  )
}
