import type { ReactNode } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'

const chipCss = `
.ak-chip{all:unset;box-sizing:border-box;display:inline-flex;align-items:center;gap:var(--ak-spacing-xs);min-height:28px;padding:var(--ak-spacing-3xs) var(--ak-spacing-m);border-radius:var(--ak-radius-full);background:var(--ak-color-surface);border:1px solid var(--ak-color-border);color:var(--ak-color-fg);font:inherit;font-size:var(--ak-font-size-s);font-weight:600}
button.ak-chip{cursor:pointer}
button.ak-chip:hover{background:var(--ak-color-surface-hover)}
.ak-chip:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-chip[aria-pressed=true]{background:var(--ak-color-accent);color:var(--ak-color-on-accent);border-color:var(--ak-color-accent)}
`

/** Props of {@link Chip}. */
export type ChipProps = {
  children: ReactNode
  /** With onClick the chip is a toggle button; without, a static label. */
  onClick?: () => void
  selected?: boolean
}

/** A small pill: a static label, or a toggle button when it has `onClick`. */
export function Chip({ children, onClick, selected = false }: ChipProps) {
  if (!onClick)
    return (
      <span className="ak-chip">
        <ComponentStyle id="chip" css={chipCss} />
        {children}
      </span>
    )
  return (
    <button type="button" className="ak-chip" aria-pressed={selected} onClick={onClick}>
      <ComponentStyle id="chip" css={chipCss} />
      {children}
    </button>
  )
}
