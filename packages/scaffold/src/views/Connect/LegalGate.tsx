import { Checkbox } from '@appkit/ui'
import { type ReactNode, type SyntheticEvent, useId } from 'react'
import { useModalContext } from '../../host/ModalContext'
import { type LegalUrls, renderLegalText } from './LegalLinks'
import { useLegalConsent } from './useLegalConsent'

/** Props of {@link LegalGate}. */
export type LegalGateProps = LegalUrls & {
  /** The ways to connect (wallets, e-mail, socials) the checkbox unlocks. */
  children: ReactNode
}

function stop(event: SyntheticEvent) {
  event.preventDefault()
  event.stopPropagation()
}

/**
 * AppKit's `features.legalCheckbox` on Connect: 'I agree to our Terms of Service and Privacy
 * Policy.' with the documents linked, above the ways to connect, which stay disabled (a disabled
 * fieldset, described by 'Accept the terms above to choose a way to connect.') until the visitor
 * ticks it; the hint then hides but keeps its place, so nothing moves under the visitor's pointer. Renders the ways to connect as they are when no document is configured.
 */
export function LegalGate({ termsConditionsUrl, privacyPolicyUrl, children }: LegalGateProps) {
  const { core, t } = useModalContext()
  const [agreed, setAgreed] = useLegalConsent(core)
  const hintId = useId()
  const label = renderLegalText(t, t('connect.legalCheckbox'), {
    termsConditionsUrl,
    privacyPolicyUrl,
  })
  if (!label) return <>{children}</>
  const locked = !agreed
  return (
    <>
      <div className="ak-connect-legal-checkbox">
        <Checkbox checked={agreed} onChange={setAgreed}>
          {label}
        </Checkbox>
      </div>
      {/* Kept, hidden, once ticked: the checkbox does not jump under the visitor's pointer. */}
      <p
        id={hintId}
        className={
          locked ? 'ak-connect-legal-hint' : 'ak-connect-legal-hint ak-connect-legal-hint-met'
        }
        aria-hidden={locked ? undefined : true}
      >
        {t('connect.legalCheckboxHint')}
      </p>
      <fieldset
        className="ak-connect-methods"
        disabled={locked}
        aria-describedby={locked ? hintId : undefined}
        // A disabled fieldset already stops its controls in browsers; these also stop a click
        // or submit dispatched at them by script.
        onClickCapture={locked ? stop : undefined}
        onSubmitCapture={locked ? stop : undefined}
      >
        {children}
      </fieldset>
    </>
  )
}
