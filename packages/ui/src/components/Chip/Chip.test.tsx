import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { Chip } from './Chip'

test('a Chip with onClick is a toggle button showing its pressed state; without, plain text', () => {
  const onClick = vi.fn()
  const { rerender } = render(
    <Chip onClick={onClick} selected>
      Ethereum
    </Chip>,
  )
  const chip = screen.getByRole('button', { name: 'Ethereum' })
  expect(chip.getAttribute('aria-pressed')).toBe('true')
  fireEvent.click(chip)
  expect(onClick).toHaveBeenCalledTimes(1)
  rerender(<Chip>Ethereum</Chip>)
  expect(screen.queryByRole('button')).toBeNull()
  expect(screen.getByText('Ethereum')).toBeTruthy()
})
