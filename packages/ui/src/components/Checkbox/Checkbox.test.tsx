import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { Checkbox } from './Checkbox'

function Legal({ onChange }: { onChange: (checked: boolean) => void }) {
  const [checked, setChecked] = useState(false)
  return (
    <Checkbox
      checked={checked}
      onChange={(next) => {
        setChecked(next)
        onChange(next)
      }}
    >
      I agree to the <a href="https://example.org/terms">terms</a>
    </Checkbox>
  )
}

test('"Checkbox (legal checkbox)": the input is labelled by its content, links included', () => {
  render(<Legal onChange={() => {}} />)
  const input = screen.getByLabelText('I agree to the terms') as HTMLInputElement
  expect(input.type).toBe('checkbox')
  const label = input.closest('.ak-checkbox')?.querySelector('label') as HTMLLabelElement
  expect(label.htmlFor).toBe(input.id)
  expect(label.control).toBe(input)
  expect(screen.getByRole('link', { name: 'terms' })).toBeTruthy()
})

test('clicking the label text toggles the checkbox and reports each new state', () => {
  const onChange = vi.fn()
  render(<Legal onChange={onChange} />)
  const input = screen.getByRole('checkbox', { name: 'I agree to the terms' }) as HTMLInputElement
  fireEvent.click(screen.getByText(/I agree to the/))
  expect(onChange).toHaveBeenLastCalledWith(true)
  expect(input.checked).toBe(true)
  fireEvent.click(input)
  expect(onChange).toHaveBeenLastCalledWith(false)
  expect(input.checked).toBe(false)
})

test('Checkbox is controlled: it shows the checked prop, not its own state', () => {
  const onChange = vi.fn()
  const { rerender } = render(
    <Checkbox checked onChange={onChange}>
      Remember me
    </Checkbox>,
  )
  const input = screen.getByRole('checkbox', { name: 'Remember me' }) as HTMLInputElement
  expect(input.checked).toBe(true)
  fireEvent.click(input)
  expect(onChange).toHaveBeenCalledWith(false)
  rerender(
    <Checkbox checked onChange={onChange}>
      Remember me
    </Checkbox>,
  )
  expect(input.checked).toBe(true)
})

test('each Checkbox has its own id, so two labels never name the same input', () => {
  render(
    <>
      <Checkbox checked={false} onChange={() => {}}>
        First
      </Checkbox>
      <Checkbox checked={false} onChange={() => {}}>
        Second
      </Checkbox>
    </>,
  )
  const first = screen.getByRole('checkbox', { name: 'First' })
  const second = screen.getByRole('checkbox', { name: 'Second' })
  expect(first.id).not.toBe(second.id)
})
