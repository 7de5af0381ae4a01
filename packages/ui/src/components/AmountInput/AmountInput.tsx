import { useId } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import { fieldCss } from '../SearchInput/fieldCss'

const amountCss = `
.ak-amount .ak-input{font-size:var(--ak-font-size-2xl);font-weight:600;height:52px}
.ak-amount-symbol{font-weight:700}
.ak-amount-caption{display:flex;justify-content:space-between;margin-block-start:var(--ak-spacing-2xs);font-size:var(--ak-font-size-s);color:var(--ak-color-fg-muted)}
`

/** Keeps the characters of a decimal amount: digits and one dot (a comma becomes a dot). */
export function sanitizeAmount(text: string, decimals = 18): string {
  const normalised = text.replace(/,/g, '.').replace(/[^0-9.]/g, '')
  const [whole = '', ...rest] = normalised.split('.')
  if (rest.length === 0) return whole
  return `${whole || '0'}.${rest.join('').slice(0, decimals)}`
}

/** Props of {@link AmountInput}. */
export type AmountInputProps = {
  label: string
  value: string
  onChange: (value: string) => void
  symbol: string
  /** The fiat value or balance line under the field, formatted by the owner. */
  caption?: string | undefined
  decimals?: number
  error?: string | undefined
  /** A computed amount (e.g. a quote) the user cannot edit. */
  readOnly?: boolean
}

/** A labelled amount field that only accepts a decimal number of at most `decimals` places. */
export function AmountInput({
  label,
  value,
  onChange,
  symbol,
  caption,
  decimals = 18,
  error,
  readOnly = false,
}: AmountInputProps) {
  const id = useId()
  return (
    <div className="ak-amount">
      <ComponentStyle id="field" css={fieldCss} />
      <ComponentStyle id="amount" css={amountCss} />
      <label htmlFor={id} className="ak-field-label">
        {label}
      </label>
      <div className={error ? 'ak-field ak-field--invalid' : 'ak-field'}>
        <input
          id={id}
          className="ak-input"
          inputMode="decimal"
          autoComplete="off"
          placeholder="0"
          value={value}
          readOnly={readOnly}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(event) => onChange(sanitizeAmount(event.target.value, decimals))}
        />
        <span className="ak-amount-symbol">{symbol}</span>
      </div>
      {error ? (
        <span id={`${id}-error`} role="alert" className="ak-field-error">
          {error}
        </span>
      ) : caption ? (
        <span className="ak-amount-caption">{caption}</span>
      ) : null}
    </div>
  )
}
