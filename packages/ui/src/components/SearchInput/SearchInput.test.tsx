import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, test, vi } from 'vitest'
import { SearchInput } from './SearchInput'

const messages = { label: 'Wallet suchen', placeholder: 'Suchen', clear: 'Leeren' }

function Harness({ onChange }: { onChange: (value: string) => void }) {
  const [value, setValue] = useState('')
  return (
    <SearchInput
      value={value}
      messages={messages}
      onChange={(next) => {
        onChange(next)
        setValue(next)
      }}
    />
  )
}

test('is a labelled search box that reports what is typed', () => {
  const onChange = vi.fn()
  render(<Harness onChange={onChange} />)
  const box = screen.getByRole('searchbox', { name: 'Wallet suchen' })
  fireEvent.change(box, { target: { value: 'rain' } })
  expect(onChange).toHaveBeenLastCalledWith('rain')
  expect((box as HTMLInputElement).value).toBe('rain')
})

test('the clear button appears with text and empties the box; so does Escape', () => {
  const onChange = vi.fn()
  render(<Harness onChange={onChange} />)
  expect(screen.queryByRole('button', { name: 'Leeren' })).toBeNull()
  const box = screen.getByRole('searchbox')
  fireEvent.change(box, { target: { value: 'meta' } })
  fireEvent.click(screen.getByRole('button', { name: 'Leeren' }))
  expect(onChange).toHaveBeenLastCalledWith('')
  fireEvent.change(box, { target: { value: 'meta' } })
  fireEvent.keyDown(box, { key: 'Escape' })
  expect(onChange).toHaveBeenLastCalledWith('')
  expect((box as HTMLInputElement).value).toBe('')
})
