import { type FormEvent, useId } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { Button } from '../Button/Button'
import { fieldCss } from '../SearchInput/fieldCss'

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
  const id = useId()
  const errorId = `${id}-error`
  function submit(event: FormEvent) {
    event.preventDefault()
    if (loadingLabel === undefined) onSubmit(value.trim())
  }
  return (
    <form className="ak-email-form" onSubmit={submit} noValidate>
      <ComponentStyle id="field" css={fieldCss} />
      <label htmlFor={id} className="ak-field-label">
        {messages.label}
      </label>
      <div className={error ? 'ak-field ak-field--invalid' : 'ak-field'}>
        <input
          id={id}
          className="ak-input"
          type="email"
          inputMode="email"
          autoComplete="email"
          placeholder={messages.placeholder}
          value={value}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <span id={errorId} className="ak-field-error" role="alert">
          {error}
        </span>
      ) : null}
      <div className="ak-email-actions">
        <Button type="submit" fullWidth {...(loadingLabel ? { loadingLabel } : {})}>
          {messages.submit}
        </Button>
      </div>
    </form>
  )
}
