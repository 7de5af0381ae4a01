import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { AlertBar } from '../AlertBar/AlertBar'
import { Toast } from './Toast'

test('"Toast variants: loading, success, error": errors are alerts, the others statuses', () => {
  const { rerender } = render(<Toast variant="loading" message="Authenticating..." />)
  expect(screen.getByRole('status').textContent).toBe('Authenticating...')
  rerender(<Toast variant="success" message="Copied" />)
  expect(screen.getByRole('status').dataset.variant).toBe('success')
  rerender(<Toast variant="error" message="Error signing message" />)
  expect(screen.getByRole('alert').textContent).toBe('Error signing message')
  expect(screen.queryByRole('status')).toBeNull()
})

test('AlertBar announces errors and warnings assertively and closes with its named button', () => {
  let closed = 0
  const { rerender } = render(
    <AlertBar
      variant="error"
      message="Action not allowed"
      closeLabel="Dismiss"
      onClose={() => closed++}
    />,
  )
  expect(screen.getByRole('alert').textContent).toContain('Action not allowed')
  screen.getByRole('button', { name: 'Dismiss' }).click()
  expect(closed).toBe(1)
  rerender(<AlertBar variant="info" message="Multi-Wallet Not Enabled" />)
  expect(screen.getByRole('status').textContent).toContain('Multi-Wallet Not Enabled')
  expect(screen.queryByRole('button')).toBeNull()
})
