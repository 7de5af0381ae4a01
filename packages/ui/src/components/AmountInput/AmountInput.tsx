import { ComponentStyle } from '../../styles/ComponentStyle'
import { LabelledField } from '../Field/LabelledField'

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
  /** What the amount is worth (e.g. '≈ $3.75'), at the other end of the caption line. */
  worth?: string | undefined
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
  worth,
  decimals = 18,
  error,
  readOnly = false,
}: AmountInputProps) {
  return (
    <div className="ak-amount">
      <ComponentStyle id="amount" css={amountCss} />
      <LabelledField
        label={label}
        error={error}
        caption={
          caption || worth ? (
            <span className="ak-amount-caption">
              <span>{caption}</span>
              {worth ? (
                <span className="ak-amount-worth" dir="ltr">
                  {worth}
                </span>
              ) : null}
            </span>
          ) : null
        }
        trailing={<span className="ak-amount-symbol">{symbol}</span>}
      >
        {(control) => (
          <input
            {...control}
            inputMode="decimal"
            autoComplete="off"
            placeholder="0"
            value={value}
            readOnly={readOnly}
            onChange={(event) => onChange(sanitizeAmount(event.target.value, decimals))}
          />
        )}
      </LabelledField>
    </div>
  )
}
