import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
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
