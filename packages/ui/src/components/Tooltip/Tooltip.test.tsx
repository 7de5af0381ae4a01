import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Tooltip } from './Tooltip'

function renderTooltip() {
  render(
    <Tooltip text="Copy address">
      {(describedBy) => (
        <button type="button" aria-describedby={describedBy}>
          Copy
        </button>
      )}
    </Tooltip>,
  )
  return screen.getByRole('button', { name: 'Copy' })
}

test('shows on focus and describes its trigger; hides on blur', () => {
  const trigger = renderTooltip()
  expect(screen.queryByRole('tooltip')).toBeNull()
  fireEvent.focus(trigger)
  const tooltip = screen.getByRole('tooltip')
  expect(tooltip.textContent).toBe('Copy address')
  expect(trigger.getAttribute('aria-describedby')).toBe(tooltip.id)
  fireEvent.blur(trigger)
  expect(screen.queryByRole('tooltip')).toBeNull()
})

test('shows on hover and Escape dismisses it (WCAG 1.4.13)', () => {
  const trigger = renderTooltip()
  fireEvent.mouseEnter(trigger)
  expect(screen.getByRole('tooltip')).toBeTruthy()
  fireEvent.keyDown(document, { key: 'Escape' })
  expect(screen.queryByRole('tooltip')).toBeNull()
})
