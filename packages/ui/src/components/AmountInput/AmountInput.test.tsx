import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { AmountInput, sanitizeAmount } from './AmountInput'
import { SwapInput } from './SwapInput'

test('sanitizeAmount keeps a decimal number: digits, one dot, at most `decimals` places', () => {
  expect(sanitizeAmount('1,5')).toBe('1.5')
  expect(sanitizeAmount('12abc.3.4')).toBe('12.34')
  expect(sanitizeAmount('.5')).toBe('0.5')
  expect(sanitizeAmount('0.1234567', 6)).toBe('0.123456')
  expect(sanitizeAmount('-3e5')).toBe('35')
})

test('AmountInput is labelled, cleans what is typed and shows its error', () => {
  const onChange = vi.fn()
  const { rerender } = render(
    <AmountInput label="Amount" value="" onChange={onChange} symbol="USDC" decimals={6} />,
  )
  fireEvent.change(screen.getByRole('textbox', { name: 'Amount' }), {
    target: { value: '1,2345678' },
  })
  expect(onChange).toHaveBeenCalledWith('1.234567')
  rerender(
    <AmountInput
      label="Amount"
      value="9"
      onChange={onChange}
      symbol="USDC"
      error="Insufficient balance"
    />,
  )
  expect(screen.getByRole('alert').textContent).toBe('Insufficient balance')
  expect(screen.getByRole('textbox', { name: 'Amount' }).getAttribute('aria-invalid')).toBe('true')
})

test('SwapInput: pay side editable, quoted receive side read-only, the flip button swaps', () => {
  const onFromChange = vi.fn()
  const onFlip = vi.fn()
  render(
    <SwapInput
      from={{ label: 'You pay', value: '1', symbol: 'ETH' }}
      to={{ label: 'You receive', value: '3400.12', symbol: 'USDC' }}
      onFromChange={onFromChange}
      onFlip={onFlip}
      flipLabel="Switch tokens"
    />,
  )
  fireEvent.change(screen.getByRole('textbox', { name: 'You pay' }), { target: { value: '2' } })
  expect(onFromChange).toHaveBeenCalledWith('2')
  expect(screen.getByRole('textbox', { name: 'You receive' }).hasAttribute('readonly')).toBe(true)
  fireEvent.click(screen.getByRole('button', { name: 'Switch tokens' }))
  expect(onFlip).toHaveBeenCalledTimes(1)
})
