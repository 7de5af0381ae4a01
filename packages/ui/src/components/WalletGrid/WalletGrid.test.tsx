import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { getNextGridIndex } from './getNextGridIndex'
import { getVisibleRange } from './getVisibleRange'
import { WalletGrid } from './WalletGrid'

const tagMessages = { installed: 'Installed', recent: 'Recent', qr: 'QR' }
const wallets = Array.from({ length: 600 }, (_, i) => ({ id: `w${i}`, name: `Wallet ${i}` }))

function renderGrid(onSelect = vi.fn()) {
  render(
    <WalletGrid
      wallets={wallets}
      label="All wallets"
      tagMessages={tagMessages}
      onSelect={onSelect}
      columns={4}
      rowHeight={100}
      height={400}
      overscan={1}
    />,
  )
  return screen.getByRole('grid', { name: 'All wallets' })
}

describe('getVisibleRange', () => {
  test('takes the rows in view plus the overscan, clamped to the list', () => {
    const base = { viewportHeight: 400, rowHeight: 100, rowCount: 150, overscan: 2 }
    expect(getVisibleRange({ ...base, scrollTop: 0 })).toEqual({ start: 0, end: 6 })
    expect(getVisibleRange({ ...base, scrollTop: 1050 })).toEqual({ start: 8, end: 17 })
    expect(getVisibleRange({ ...base, scrollTop: 14_600 })).toEqual({ start: 144, end: 150 })
  })
})

describe('getNextGridIndex', () => {
  test('arrows move by a cell or a row, stay inside, and mirror Left/Right under rtl', () => {
    expect(getNextGridIndex('ArrowRight', 0, 10, 4, 3)).toBe(1)
    expect(getNextGridIndex('ArrowLeft', 0, 10, 4, 3)).toBe(0)
    expect(getNextGridIndex('ArrowDown', 1, 10, 4, 3)).toBe(5)
    expect(getNextGridIndex('ArrowDown', 7, 10, 4, 3)).toBe(7)
    expect(getNextGridIndex('ArrowUp', 5, 10, 4, 3)).toBe(1)
    expect(getNextGridIndex('End', 0, 10, 4, 3)).toBe(9)
    expect(getNextGridIndex('Home', 9, 10, 4, 3)).toBe(0)
    expect(getNextGridIndex('PageDown', 0, 100, 4, 3)).toBe(12)
    expect(getNextGridIndex('ArrowRight', 3, 10, 4, 3, true)).toBe(2)
    expect(getNextGridIndex('Enter', 3, 10, 4, 3)).toBe(3)
  })
})

describe('WalletGrid', () => {
  test('"virtualised so 600 wallets scroll smoothly": only the rows in view are in the DOM', () => {
    const grid = renderGrid()
    expect(grid.getAttribute('aria-rowcount')).toBe('150')
    // 4 rows in view + 1 overscan row below, 4 wallets each.
    expect(screen.getAllByRole('button')).toHaveLength(20)
    grid.scrollTop = 5000
    fireEvent.scroll(grid)
    expect(screen.queryByRole('button', { name: 'Wallet 20' })).toBeNull()
    expect(screen.getByRole('button', { name: 'Wallet 200' })).toBeTruthy()
    // rows 49..54 plus the row of the active (first) tile, which stays mounted for focus
    expect(screen.getAllByRole('row')).toHaveLength(7)
    expect(screen.getByRole('button', { name: 'Wallet 0' })).toBeTruthy()
  })

  test('one tile is in the Tab order and the arrow keys rove focus between tiles', () => {
    const grid = renderGrid()
    const first = screen.getByRole('button', { name: 'Wallet 0' })
    expect(first.tabIndex).toBe(0)
    expect(screen.getByRole('button', { name: 'Wallet 1' }).tabIndex).toBe(-1)
    first.focus()
    fireEvent.keyDown(first, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 1' }))
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowDown' })
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Wallet 5' }))
    expect(screen.getByRole('button', { name: 'Wallet 5' }).tabIndex).toBe(0)
    expect(screen.getByRole('button', { name: 'Wallet 1' }).tabIndex).toBe(-1)
    expect(grid.contains(document.activeElement)).toBe(true)
  })

  test('End scrolls the last wallet into the DOM and focuses it; Enter selects it', () => {
    const onSelect = vi.fn()
    const grid = renderGrid(onSelect)
    const first = screen.getByRole('button', { name: 'Wallet 0' })
    first.focus()
    fireEvent.keyDown(first, { key: 'End' })
    const last = screen.getByRole('button', { name: 'Wallet 599' })
    expect(document.activeElement).toBe(last)
    expect(grid.scrollTop).toBe(150 * 100 - 400)
    fireEvent.click(last)
    expect(onSelect).toHaveBeenCalledWith('w599')
  })
})
