import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Spinner } from './Spinner'

test('a labelled spinner is a status named by its label', () => {
  render(<Spinner label="Loading wallets" />)
  expect(screen.getByRole('status', { name: 'Loading wallets' })).toBeTruthy()
})

test('without a label the spinner is decorative and hidden from assistive technology', () => {
  const { container } = render(<Spinner />)
  expect(screen.queryByRole('status')).toBeNull()
  expect(container.querySelector('[aria-hidden="true"] .ak-spinner')).not.toBeNull()
})
