import { ComponentStyle } from '../../styles/ComponentStyle'
import { LabelledField } from '../Field/LabelledField'

const selectCss = `
.ak-select{cursor:pointer;appearance:none}
.ak-input.ak-select{padding-block:var(--ak-spacing-m)}
.ak-select-arrow{pointer-events:none;color:var(--ak-color-fg-muted)}
`

/** One choice of a {@link SelectInput}. */
export type SelectOption = { value: string; label: string }

/** Props of {@link SelectInput}. */
export type SelectInputProps = {
  label: string
  value: string
  options: readonly SelectOption[]
  onChange: (value: string) => void
  /** The text of the empty choice shown while nothing is chosen. */
  placeholder?: string | undefined
}

/** A labelled native `<select>` in the field style (the browser's own keyboard handling). */
export function SelectInput({ label, value, options, onChange, placeholder }: SelectInputProps) {
  return (
    <div className="ak-select-input">
      <ComponentStyle id="select" css={selectCss} />
      <LabelledField
        label={label}
        trailing={
          <span className="ak-select-arrow" aria-hidden="true">
            ▾
          </span>
        }
      >
        {(control) => (
          <select
            {...control}
            className={`${control.className} ak-select`}
            value={value}
            onChange={(event) => onChange(event.target.value)}
          >
            {placeholder !== undefined ? (
              <option value="" disabled>
                {placeholder}
              </option>
            ) : null}
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </select>
        )}
      </LabelledField>
    </div>
  )
}
