import { LabelledField } from '../Field/LabelledField'

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
  return (
    <div className="ak-text-input">
      <LabelledField label={label} error={error}>
        {(control) => (
          <input
            {...control}
            type="text"
            autoComplete="off"
            autoCorrect="off"
            autoCapitalize="off"
            spellCheck={false}
            value={value}
            {...(placeholder ? { placeholder } : {})}
            onChange={(event) => onChange(event.target.value)}
          />
        )}
      </LabelledField>
    </div>
  )
}
