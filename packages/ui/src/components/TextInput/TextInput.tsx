import { useId } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { fieldCss } from '../SearchInput/fieldCss'

/** Props of {@link TextInput}. */
export type TextInputProps = {
  label: string
  value: string
  onChange: (value: string) => void
  placeholder?: string | undefined
  /** Shown under the field and announced; marks the field invalid. */
  error?: string | undefined
}

/**
 * A labelled one-line text field (e.g. an address): no autocomplete, autocorrect or spell
 * check, its error announced and tied to the field.
 */
export function TextInput({ label, value, onChange, placeholder, error }: TextInputProps) {
  const id = useId()
  return (
    <div className="ak-text-input">
      <ComponentStyle id="field" css={fieldCss} />
      <label htmlFor={id} className="ak-field-label">
        {label}
      </label>
      <div className={error ? 'ak-field ak-field--invalid' : 'ak-field'}>
        <input
          id={id}
          className="ak-input"
          type="text"
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="off"
          spellCheck={false}
          value={value}
          {...(placeholder ? { placeholder } : {})}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(event.target.value)}
        />
      </div>
      {error ? (
        <span id={`${id}-error`} role="alert" className="ak-field-error">
          {error}
        </span>
      ) : null}
    </div>
  )
}
