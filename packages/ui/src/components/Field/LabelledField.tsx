import { type ReactNode, useId } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { fieldCss } from './fieldCss'

/** What the control inside a {@link LabelledField} spreads: its id, class and error wiring. */
export type FieldControlProps = {
  id: string
  className: string
  'aria-invalid': true | undefined
  'aria-describedby': string | undefined
}

/** Props of {@link LabelledField}. */
export type LabelledFieldProps = {
  label: string
  /** Shown under the field and announced; marks the field and its control invalid. */
  error?: string | undefined
  /** Shown under the field when there is no error. */
  caption?: ReactNode
  /** Shown in the field box after the control (a token symbol, an arrow). */
  trailing?: ReactNode
  /** Shown in the field box before the control (an icon). */
  leading?: ReactNode
  /** Keeps the label for assistive technology only (the placeholder and icon say it). */
  hideLabel?: boolean
  /** Renders the control (`<input>`, `<select>`) with the props it must spread. */
  children: (control: FieldControlProps) => ReactNode
}

/**
 * The field markup the kit's inputs share: a label tied to the control, the field box, and the
 * error (announced, tied to the control by `aria-describedby`) or the caption under it (tied the
 * same way, so a screen reader reads the balance or value with the field).
 */
export function LabelledField({
  label,
  error,
  caption,
  trailing,
  leading,
  hideLabel = false,
  children,
}: LabelledFieldProps) {
  const id = useId()
  const errorId = `${id}-error`
  const captionId = `${id}-caption`
  return (
    <>
      <ComponentStyle id="field" css={fieldCss} />
      <label htmlFor={id} className={hideLabel ? 'ak-sr-only' : 'ak-field-label'}>
        {label}
      </label>
      <div className={error ? 'ak-field ak-field--invalid' : 'ak-field'}>
        {leading ? <span className="ak-field-icon">{leading}</span> : null}
        {children({
          id,
          className: 'ak-input',
          'aria-invalid': error ? true : undefined,
          'aria-describedby': error ? errorId : caption ? captionId : undefined,
        })}
        {trailing}
      </div>
      {error ? (
        <span id={errorId} role="alert" className="ak-field-error">
          {error}
        </span>
      ) : caption ? (
        <div id={captionId}>{caption}</div>
      ) : null}
    </>
  )
}
