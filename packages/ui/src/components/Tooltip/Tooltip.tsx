import { type ReactElement, useEffect, useId, useState } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'

const tooltipCss = `
.ak-tooltip-anchor{position:relative;display:inline-flex}
.ak-tooltip{position:absolute;bottom:calc(100% + var(--ak-spacing-xs));left:50%;transform:translateX(-50%);z-index:1;padding:var(--ak-spacing-2xs) var(--ak-spacing-s);border-radius:var(--ak-radius-s);background:var(--ak-color-fg);color:var(--ak-color-bg);font-size:var(--ak-font-size-s);font-weight:500;white-space:nowrap;pointer-events:none;animation:ak-fade var(--ak-duration-header-text) ease-out}
@keyframes ak-fade{from{opacity:0}to{opacity:1}}
`

/** Props of {@link Tooltip}. */
export type TooltipProps = {
  text: string
  /** The trigger; it receives `aria-describedby` pointing at the tooltip while shown. */
  children: (describedBy: string | undefined) => ReactElement
}

/**
 * A tooltip shown while its trigger is hovered or focused; Escape hides it (WCAG 1.4.13). The
 * trigger is described by the tooltip while it is shown.
 */
export function Tooltip({ text, children }: TooltipProps) {
  const id = useId()
  const [open, setOpen] = useState(false)
  useEffect(() => {
    if (!open) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(false)
    }
    document.addEventListener('keydown', onKeyDown, true)
    return () => document.removeEventListener('keydown', onKeyDown, true)
  }, [open])
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: hover and focus of the trigger inside only show a description
    <span
      className="ak-tooltip-anchor"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onFocus={() => setOpen(true)}
      onBlur={() => setOpen(false)}
    >
      <ComponentStyle id="tooltip" css={tooltipCss} />
      {children(open ? id : undefined)}
      {open ? (
        <span role="tooltip" id={id} className="ak-tooltip">
          {text}
        </span>
      ) : null}
    </span>
  )
}
