import type { CSSProperties } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'

const spinnerCss = `
.ak-spinner{display:inline-block;width:var(--ak-spinner-size,20px);height:var(--ak-spinner-size,20px);border-radius:50%;border:2px solid currentColor;border-right-color:transparent;animation:ak-spin 800ms linear infinite;vertical-align:middle}
@keyframes ak-spin{to{transform:rotate(360deg)}}
@media (prefers-reduced-motion: reduce){.ak-spinner{animation:none;border-right-color:currentColor;opacity:.6}}
`

/** Props of {@link Spinner}. */
export type SpinnerProps = {
  /** What is loading, read by screen readers; without it the spinner is decorative. */
  label?: string
  size?: number
}

/** A loading indicator announced as a status with its label. */
export function Spinner({ label, size = 20 }: SpinnerProps) {
  return (
    <span
      className="ak-spinner-wrap"
      {...(label ? { role: 'status', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <ComponentStyle id="spinner" css={spinnerCss} />
      <span className="ak-spinner" style={{ '--ak-spinner-size': `${size}px` } as CSSProperties} />
    </span>
  )
}
