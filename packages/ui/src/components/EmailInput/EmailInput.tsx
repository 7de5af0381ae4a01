import type { FormEvent } from 'react'
import { EmailMark } from '../../brands/EmailMark'
import { Button } from '../Button/Button'
import { LabelledField } from '../Field/LabelledField'

/** The texts of an EmailInput. */
export type EmailInputMessages = { label: string; placeholder: string; submit: string }

/** Props of {@link EmailInput}. */
export type EmailInputProps = {
  value: string
  onChange: (value: string) => void
  onSubmit: (value: string) => void
  messages: EmailInputMessages
  /** The validation or server error to show; the owner validates (SPEC §5 e-mail rule). */
  error?: string | undefined
  /** While set, the submit button shows a spinner with this label. */
  loadingLabel?: string | undefined
  /**
   * One line (as on Connect): the envelope mark, the field and a small submit button in one box;
   * the label stays for assistive technology only.
   */
  compact?: boolean
}

/**
 * The e-mail login field: a labelled `type=email` input and a submit button, with its error;
 * `compact` puts them on one line.
 */
export function EmailInput({
  value,
  onChange,
  onSubmit,
  messages,
  error,
  loadingLabel,
  compact = false,
}: EmailInputProps) {
  function submit(event: FormEvent) {
    event.preventDefault()
    if (loadingLabel === undefined) onSubmit(value.trim())
  }
  const submitButton = (
    <Button
      type="submit"
      fullWidth={!compact}
      {...(compact ? { size: 'small' as const, variant: 'secondary' as const } : {})}
      {...(loadingLabel ? { loadingLabel } : {})}
    >
      {messages.submit}
    </Button>
  )
  return (
    <form className="ak-email-form" onSubmit={submit} noValidate>
      <LabelledField
        label={messages.label}
        error={error}
        hideLabel={compact}
        leading={compact ? <EmailMark size={18} /> : undefined}
        trailing={compact ? submitButton : undefined}
      >
        {(control) => (
          <input
            {...control}
            type="email"
            inputMode="email"
            autoComplete="email"
            placeholder={messages.placeholder}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </LabelledField>
      {compact ? null : <div className="ak-email-actions">{submitButton}</div>}
    </form>
  )
}
