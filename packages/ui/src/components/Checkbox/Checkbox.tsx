import { type ReactNode, useId } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'

const checkboxCss = `
.ak-checkbox{display:flex;align-items:flex-start;gap:var(--ak-spacing-m);color:var(--ak-color-fg);cursor:pointer}
.ak-checkbox input{appearance:none;flex:none;margin:var(--ak-spacing-3xs) 0 0;width:20px;height:20px;border-radius:var(--ak-radius-xs);border:2px solid var(--ak-color-fg-muted);background:var(--ak-color-bg);display:grid;place-content:center;cursor:pointer}
.ak-checkbox input:checked{background:var(--ak-color-accent);border-color:var(--ak-color-accent)}
.ak-checkbox input:checked::after{content:'';width:10px;height:5px;border:2px solid var(--ak-color-on-accent);border-top:0;border-right:0;transform:rotate(-45deg) translate(1px,-1px)}
.ak-checkbox input:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
`

/** Props of {@link Checkbox}. */
export type CheckboxProps = {
  checked: boolean
  onChange: (checked: boolean) => void
  /** The label; may hold links (e.g. terms and privacy policy for the legal checkbox). */
  children: ReactNode
}

/** A labelled checkbox, e.g. the legal consent before connecting. */
export function Checkbox({ checked, onChange, children }: CheckboxProps) {
  const id = useId()
  return (
    <div className="ak-checkbox">
      <ComponentStyle id="checkbox" css={checkboxCss} />
      <input
        id={id}
        type="checkbox"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <label htmlFor={id}>{children}</label>
    </div>
  )
}
