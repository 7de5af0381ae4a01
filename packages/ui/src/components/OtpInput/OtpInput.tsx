import { type ClipboardEvent, type KeyboardEvent, useId, useRef, useState } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'

const otpCss = `
.ak-otp{border:0;margin:0;padding:0;min-width:0}
.ak-otp-legend{padding:0;margin:0 0 var(--ak-spacing-s);font-weight:600;color:var(--ak-color-fg)}
.ak-otp-cells{display:flex;gap:var(--ak-spacing-s);justify-content:center;direction:ltr}
.ak-otp-cell{all:unset;box-sizing:border-box;width:44px;height:52px;text-align:center;font:inherit;font-size:var(--ak-font-size-xl);font-weight:600;border-radius:var(--ak-radius-m);background:var(--ak-color-surface);border:1px solid var(--ak-color-border);color:var(--ak-color-fg);caret-color:var(--ak-color-accent)}
.ak-otp-cell:focus{border-color:var(--ak-color-focus);box-shadow:0 0 0 1px var(--ak-color-focus)}
.ak-otp-cells .ak-otp-cell:focus-visible{outline:none}
.ak-otp--invalid .ak-otp-cell{border-color:var(--ak-color-error)}
`

/** The texts of an OtpInput. */
export type OtpInputMessages = {
  legend: string
  /** The label of one digit box, e.g. (1, 6) => 'Digit 1 of 6'. */
  digit: (position: number, length: number) => string
}

/** Props of {@link OtpInput}. */
export type OtpInputProps = {
  messages: OtpInputMessages
  /** Called with the code (digits typed so far, in order) on every change. */
  onChange?: (code: string) => void
  /** Called once all digits are filled. */
  onComplete: (code: string) => void
  length?: number
  invalid?: boolean
}

/**
 * The one-time code field: `length` (6) single-digit boxes. Typing a digit moves on, pasting
 * fills from the focused box, Backspace clears or steps back, the arrow keys move, and anything
 * but a digit is ignored.
 */
export function OtpInput({ messages, onChange, onComplete, length = 6, invalid }: OtpInputProps) {
  const [digits, setDigits] = useState<string[]>(() => Array.from({ length }, () => ''))
  const refs = useRef<(HTMLInputElement | null)[]>([])
  const legendId = useId()

  function focus(index: number) {
    const target = refs.current[Math.max(0, Math.min(length - 1, index))]
    target?.focus()
    target?.select()
  }
  function commit(next: string[]) {
    setDigits(next)
    const code = next.join('')
    onChange?.(code)
    if (next.every((digit) => digit !== '')) onComplete(code)
  }
  function fill(index: number, text: string) {
    const incoming = [...text].filter((char) => /^[0-9]$/.test(char))
    if (incoming.length === 0) return
    const next = [...digits]
    incoming.slice(0, length - index).forEach((digit, offset) => {
      next[index + offset] = digit
    })
    commit(next)
    focus(index + incoming.length)
  }
  function onKeyDown(index: number, event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowLeft' || event.key === 'ArrowRight') {
      event.preventDefault()
      focus(index + (event.key === 'ArrowLeft' ? -1 : 1))
    } else if (event.key === 'Home' || event.key === 'End') {
      event.preventDefault()
      focus(event.key === 'Home' ? 0 : length - 1)
    } else if (event.key === 'Backspace') {
      event.preventDefault()
      const next = [...digits]
      if (next[index] !== '') next[index] = ''
      else if (index > 0) {
        next[index - 1] = ''
        focus(index - 1)
      }
      commit(next)
    } else if (event.key === 'Delete') {
      event.preventDefault()
      const next = [...digits]
      next[index] = ''
      commit(next)
    }
  }
  function onPaste(index: number, event: ClipboardEvent<HTMLInputElement>) {
    event.preventDefault()
    fill(index, event.clipboardData.getData('text'))
  }

  return (
    <fieldset className={invalid ? 'ak-otp ak-otp--invalid' : 'ak-otp'} aria-labelledby={legendId}>
      <ComponentStyle id="otp-input" css={otpCss} />
      <legend id={legendId} className="ak-otp-legend">
        {messages.legend}
      </legend>
      <div className="ak-otp-cells">
        {digits.map((digit, index) => (
          <input
            // biome-ignore lint/suspicious/noArrayIndexKey: the boxes are positions, fixed in number
            key={index}
            ref={(element) => {
              refs.current[index] = element
            }}
            className="ak-otp-cell"
            type="text"
            inputMode="numeric"
            autoComplete={index === 0 ? 'one-time-code' : 'off'}
            pattern="[0-9]*"
            maxLength={length}
            aria-label={messages.digit(index + 1, length)}
            aria-invalid={invalid || undefined}
            value={digit}
            onFocus={(event) => event.currentTarget.select()}
            onChange={(event) =>
              fill(index, event.target.value.replace(digit, '') || event.target.value)
            }
            onKeyDown={(event) => onKeyDown(index, event)}
            onPaste={(event) => onPaste(index, event)}
          />
        ))}
      </div>
    </fieldset>
  )
}
