import { type KeyboardEvent, type ReactNode, useId, useRef } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'

const tabsCss = `
.ak-tablist{display:flex;gap:var(--ak-spacing-2xs);padding:var(--ak-spacing-2xs);border-radius:var(--ak-radius-full);background:var(--ak-color-surface);border:1px solid var(--ak-color-border)}
.ak-tab{all:unset;box-sizing:border-box;flex:1;text-align:center;padding:var(--ak-spacing-xs) var(--ak-spacing-l);border-radius:var(--ak-radius-full);font-weight:600;white-space:nowrap;color:var(--ak-color-fg-muted);cursor:pointer;transition:background-color var(--ak-duration-view-transition) ease}
.ak-tab[aria-selected=true]{background:var(--ak-color-bg);color:var(--ak-color-fg);box-shadow:0 1px 3px rgba(0,0,0,.15)}
.ak-tab:focus-visible{outline:2px solid var(--ak-color-focus);outline-offset:2px}
.ak-tabpanel{padding:var(--ak-spacing-l) 0}
.ak-tabpanel:focus-visible{outline:2px solid var(--ak-color-focus)}
`

/** One tab: its id, its visible label and its panel. */
export type TabItem = { id: string; label: string; panel: ReactNode }

/** Props of {@link Tabs}. */
export type TabsProps = {
  /** The accessible name of the tab list. */
  label: string
  items: readonly TabItem[]
  selectedId: string
  onSelect: (id: string) => void
}

/**
 * Tabs after the WAI-ARIA tabs pattern (automatic activation): one tab in the Tab order, Left and
 * Right (mirrored under right-to-left) and Home and End move and select, the panel follows.
 */
export function Tabs({ label, items, selectedId, onSelect }: TabsProps) {
  const baseId = useId()
  const list = useRef<HTMLDivElement>(null)
  const selectedIndex = Math.max(
    0,
    items.findIndex((item) => item.id === selectedId),
  )
  const selected = items[selectedIndex]

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key as string]
    let next: number | undefined
    if (step !== undefined) next = (selectedIndex + step + items.length) % items.length
    else if (event.key === 'Home') next = 0
    else if (event.key === 'End') next = items.length - 1
    const item = next === undefined ? undefined : items[next]
    if (next === undefined || !item) return
    event.preventDefault()
    onSelect(item.id)
    list.current?.querySelectorAll<HTMLElement>('[role="tab"]')[next]?.focus()
  }

  return (
    <div className="ak-tabs">
      <ComponentStyle id="tabs" css={tabsCss} />
      <div
        ref={list}
        role="tablist"
        aria-label={label}
        className="ak-tablist"
        onKeyDown={onKeyDown}
      >
        {items.map((item) => {
          const isSelected = item.id === selected?.id
          return (
            <button
              key={item.id}
              type="button"
              role="tab"
              id={`${baseId}-tab-${item.id}`}
              aria-selected={isSelected}
              aria-controls={`${baseId}-panel-${item.id}`}
              tabIndex={isSelected ? 0 : -1}
              className="ak-tab"
              onClick={() => onSelect(item.id)}
            >
              {item.label}
            </button>
          )
        })}
      </div>
      {selected ? (
        <div
          role="tabpanel"
          id={`${baseId}-panel-${selected.id}`}
          aria-labelledby={`${baseId}-tab-${selected.id}`}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: WAI-ARIA tabs: the panel is focusable when it may hold no focusable content
          tabIndex={0}
          className="ak-tabpanel"
        >
          {selected.panel}
        </div>
      ) : null}
    </div>
  )
}
