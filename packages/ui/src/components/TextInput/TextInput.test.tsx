import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { SelectInput } from './SelectInput'
import { TextInput } from './TextInput'

test('TextInput is labelled, reports what is typed and announces its error on the field', () => {
  const onChange = vi.fn()
  const { rerender } = render(<TextInput label="To" value="" onChange={onChange} />)
  fireEvent.change(screen.getByRole('textbox', { name: 'To' }), { target: { value: '0xabc' } })
  expect(onChange).toHaveBeenCalledWith('0xabc')
  rerender(<TextInput label="To" value="0xabc" onChange={onChange} error="Enter a valid address" />)
  const field = screen.getByRole('textbox', { name: 'To' })
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByRole('alert').textContent).toBe('Enter a valid address')
  expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
})

test('SelectInput is a labelled native select that reports the chosen value', () => {
  const onChange = vi.fn()
  render(
    <SelectInput
      label="Token"
      value=""
      placeholder="Choose a token"
      options={[
        { value: 'eth', label: 'ETH' },
        { value: 'usdc', label: 'USDC' },
      ]}
      onChange={onChange}
    />,
  )
  const select = screen.getByRole('combobox', { name: 'Token' })
  fireEvent.change(select, { target: { value: 'usdc' } })
  expect(onChange).toHaveBeenCalledWith('usdc')
  expect((select as HTMLSelectElement).value).toBe('')
  expect(screen.getByRole('option', { name: 'Choose a token' })).toHaveProperty('disabled', true)
})
