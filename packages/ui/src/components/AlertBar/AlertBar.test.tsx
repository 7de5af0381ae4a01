import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { AlertBar, type AlertBarVariant } from './AlertBar'

test.each<[AlertBarVariant, 'alert' | 'status']>([
  ['error', 'alert'],
  ['warning', 'alert'],
  ['info', 'status'],
  ['success', 'status'],
])('an AlertBar of variant %s has role %s', (variant, role) => {
  render(<AlertBar variant={variant} message="Network Not Found" />)
  const bar = screen.getByRole(role)
  expect(bar.textContent).toContain('Network Not Found')
  expect(bar.className).toContain(`ak-alert-bar--${variant}`)
  expect(screen.queryByRole(role === 'alert' ? 'status' : 'alert')).toBeNull()
})

test('AlertBar closes with its named button, once per click', () => {
  const onClose = vi.fn()
  render(
    <AlertBar
      variant="error"
      message="Action not allowed"
      closeLabel="Dismiss"
      onClose={onClose}
    />,
  )
  const close = screen.getByRole('button', { name: 'Dismiss' })
  fireEvent.click(close)
  expect(onClose).toHaveBeenCalledTimes(1)
})

test('AlertBar shows no close button without both onClose and closeLabel', () => {
  const { rerender } = render(<AlertBar variant="info" message="Multi-Wallet Not Enabled" />)
  expect(screen.queryByRole('button')).toBeNull()
  rerender(<AlertBar variant="info" message="Multi-Wallet Not Enabled" onClose={() => {}} />)
  expect(screen.queryByRole('button')).toBeNull()
  rerender(<AlertBar variant="info" message="Multi-Wallet Not Enabled" closeLabel="Dismiss" />)
  expect(screen.queryByRole('button')).toBeNull()
})
