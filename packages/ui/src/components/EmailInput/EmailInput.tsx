import type { FormEvent } from 'react'
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
}

/** The e-mail login field: a labelled `type=email` input and a submit button, with its error. */
export function EmailInput({
  value,
  onChange,
  onSubmit,
  messages,
  error,
  loadingLabel,
}: EmailInputProps) {
  function submit(event: FormEvent) {
    event.preventDefault()
    if (loadingLabel === undefined) onSubmit(value.trim())
  }
  return (
    <form className="ak-email-form" onSubmit={submit} noValidate>
      <LabelledField label={messages.label} error={error}>
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
      <div className="ak-email-actions">
        <Button type="submit" fullWidth {...(loadingLabel ? { loadingLabel } : {})}>
          {messages.submit}
        </Button>
      </div>
    </form>
  )
}
