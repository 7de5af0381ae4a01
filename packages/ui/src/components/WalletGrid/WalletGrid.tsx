import { type KeyboardEvent, useEffect, useRef, useState } from 'react'
import { ComponentStyle } from '../../styles/ComponentStyle'
import {
  type WalletListEntry,
  WalletListItem,
  type WalletTagMessages,
} from '../WalletListItem/WalletListItem'
import { getNextGridIndex } from './getNextGridIndex'
import { getVisibleRange } from './getVisibleRange'

const walletGridCss = `
.ak-wallet-grid{position:relative;overflow-y:auto;overscroll-behavior:contain;padding:0 var(--ak-spacing-s);contain:strict}
.ak-wallet-grid-inner{position:relative;width:100%}
.ak-wallet-grid-row{position:absolute;inset-inline:0;display:grid;gap:var(--ak-spacing-2xs);will-change:transform}
.ak-wallet-grid-cell{min-width:0}
`

/** Props of {@link WalletGrid}. */
export type WalletGridProps = {
  wallets: readonly WalletListEntry[]
  /** The accessible name of the grid. */
  label: string
  tagMessages: WalletTagMessages
  onSelect: (id: string) => void
  columns?: number
  rowHeight?: number
  /** Height of the scrolling viewport in pixels. */
  height?: number
  overscan?: number
}

/**
 * The wallet list as a virtualised grid: only the rows in view (plus a few) are in the DOM, so 600
 * wallets scroll smoothly. One tile is in the Tab order; arrow keys, Home, End, PageUp and
 * PageDown move between tiles (WAI-ARIA grid pattern), scrolling the target into view.
 */
export function WalletGrid({
  wallets,
  label,
  tagMessages,
  onSelect,
  columns = 4,
  rowHeight = 104,
  height = 416,
  overscan = 2,
}: WalletGridProps) {
  const viewport = useRef<HTMLDivElement>(null)
  const [scrollTop, setScrollTop] = useState(0)
  const [activeIndex, setActiveIndex] = useState(0)
  const focusPending = useRef(false)
  const rowCount = Math.ceil(wallets.length / columns)
  const active = Math.min(activeIndex, Math.max(0, wallets.length - 1))
  const activeRow = Math.floor(active / columns)
  const range = getVisibleRange({
    scrollTop,
    viewportHeight: height,
    rowHeight,
    rowCount,
    overscan,
  })
  const rows: number[] = []
  for (let row = range.start; row < range.end; row++) rows.push(row)
  if (wallets.length > 0 && (activeRow < range.start || activeRow >= range.end))
    rows.push(activeRow)

  useEffect(() => {
    if (!focusPending.current) return
    focusPending.current = false
    viewport.current?.querySelector<HTMLElement>(`[data-index="${active}"] button`)?.focus()
  }, [active])

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    const rtl = getComputedStyle(event.currentTarget).direction === 'rtl'
    const pageRows = Math.max(1, Math.floor(height / rowHeight))
    const next = getNextGridIndex(event.key, active, wallets.length, columns, pageRows, rtl)
    if (next === active && !event.key.startsWith('Arrow')) return
    event.preventDefault()
    const element = viewport.current
    const row = Math.floor(next / columns)
    if (element) {
      if (row * rowHeight < element.scrollTop) element.scrollTop = row * rowHeight
      else if ((row + 1) * rowHeight > element.scrollTop + height)
        element.scrollTop = (row + 1) * rowHeight - height
      setScrollTop(element.scrollTop)
    }
    focusPending.current = true
    setActiveIndex(next)
    if (next === active)
      viewport.current?.querySelector<HTMLElement>(`[data-index="${next}"] button`)?.focus()
  }

  return (
    // biome-ignore lint/a11y/useSemanticElements: a virtualised grid of absolutely positioned rows cannot be a table; focus roves over the tile buttons
    <div
      ref={viewport}
      role="grid"
      aria-label={label}
      aria-rowcount={rowCount}
      aria-colcount={columns}
      className="ak-wallet-grid"
      style={{ height }}
      onScroll={(event) => setScrollTop(event.currentTarget.scrollTop)}
      onKeyDown={onKeyDown}
    >
      <ComponentStyle id="wallet-grid" css={walletGridCss} />
      <div className="ak-wallet-grid-inner" style={{ height: rowCount * rowHeight }}>
        {rows.map((row) => (
          // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid of absolutely positioned rows cannot be a table; focus roves over the tile buttons
          <div
            key={row}
            role="row"
            aria-rowindex={row + 1}
            className="ak-wallet-grid-row"
            style={{
              transform: `translateY(${row * rowHeight}px)`,
              height: rowHeight,
              gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
            }}
          >
            {wallets.slice(row * columns, row * columns + columns).map((wallet, column) => {
              const index = row * columns + column
              return (
                // biome-ignore lint/a11y/useSemanticElements lint/a11y/useFocusableInteractive: a virtualised grid of absolutely positioned rows cannot be a table; focus roves over the tile buttons
                <div
                  key={wallet.id}
                  role="gridcell"
                  aria-colindex={column + 1}
                  data-index={index}
                  className="ak-wallet-grid-cell"
                  onFocus={() => setActiveIndex(index)}
                >
                  <WalletListItem
                    wallet={wallet}
                    tagMessages={tagMessages}
                    onSelect={onSelect}
                    tabIndex={index === active ? 0 : -1}
                  />
                </div>
              )
            })}
          </div>
        ))}
      </div>
    </div>
  )
}
