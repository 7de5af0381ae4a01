import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { Header } from './Header'

const messages = { back: 'Zurück', close: 'Schließen', help: 'Hilfe' }

test('shows the title and names its buttons with the given messages', () => {
  const onBack = vi.fn()
  const onClose = vi.fn()
  render(<Header title="Alle Wallets" messages={messages} onBack={onBack} onClose={onClose} />)
  expect(screen.getByRole('heading', { name: 'Alle Wallets' })).toBeTruthy()
  fireEvent.click(screen.getByRole('button', { name: 'Zurück' }))
  fireEvent.click(screen.getByRole('button', { name: 'Schließen' }))
  expect(onBack).toHaveBeenCalledTimes(1)
  expect(onClose).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('button', { name: 'Hilfe' })).toBeNull()
})

test('shows Help in place of Back when there is no Back, and no button it has no handler for', () => {
  const onHelp = vi.fn()
  render(<Header title="Verbinden" messages={messages} onHelp={onHelp} />)
  fireEvent.click(screen.getByRole('button', { name: 'Hilfe' }))
  expect(onHelp).toHaveBeenCalledTimes(1)
  expect(screen.queryByRole('button', { name: 'Schließen' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull()
})
