import { fireEvent, render, screen } from '@testing-library/react'
import { describe, expect, test, vi } from 'vitest'
import { OtpInput } from './OtpInput'

const messages = { legend: 'Code', digit: (n: number, of: number) => `Ziffer ${n} von ${of}` }

function setup() {
  const onComplete = vi.fn()
  const onChange = vi.fn()
  render(<OtpInput messages={messages} onComplete={onComplete} onChange={onChange} />)
  const boxes = screen.getAllByRole('textbox') as HTMLInputElement[]
  return { onComplete, onChange, boxes }
}

describe('OtpInput', () => {
  test('has 6 labelled digit boxes in a named group', () => {
    const { boxes } = setup()
    expect(boxes).toHaveLength(6)
    expect(screen.getByRole('group', { name: 'Code' })).toBeTruthy()
    expect(screen.getByRole('textbox', { name: 'Ziffer 6 von 6' })).toBe(boxes[5])
  })

  test('typing a digit moves on; letters are ignored; the sixth digit completes', () => {
    const { boxes, onComplete } = setup()
    boxes[0]?.focus()
    fireEvent.change(boxes[0] as HTMLInputElement, { target: { value: 'a' } })
    expect(boxes[0]?.value).toBe('')
    '123456'.split('').forEach((digit, i) => {
      fireEvent.change(boxes[i] as HTMLInputElement, { target: { value: digit } })
      if (i < 5) expect(document.activeElement).toBe(boxes[i + 1])
    })
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  test('pasting fills the boxes from the focused one, skipping non-digits', () => {
    const { boxes, onComplete } = setup()
    fireEvent.paste(boxes[0] as HTMLInputElement, {
      clipboardData: { getData: () => '12 34-56' },
    })
    expect(boxes.map((box) => box.value).join('')).toBe('123456')
    expect(onComplete).toHaveBeenCalledWith('123456')
  })

  test('Backspace clears the box, then steps back and clears the previous one', () => {
    const { boxes, onChange } = setup()
    fireEvent.paste(boxes[0] as HTMLInputElement, { clipboardData: { getData: () => '123' } })
    boxes[2]?.focus()
    fireEvent.keyDown(boxes[2] as HTMLInputElement, { key: 'Backspace' })
    expect(boxes[2]?.value).toBe('')
    expect(onChange).toHaveBeenLastCalledWith('12')
    fireEvent.keyDown(boxes[2] as HTMLInputElement, { key: 'Backspace' })
    expect(boxes[1]?.value).toBe('')
    expect(document.activeElement).toBe(boxes[1])
  })

  test('the arrow keys, Home and End move between boxes', () => {
    const { boxes } = setup()
    boxes[0]?.focus()
    fireEvent.keyDown(boxes[0] as HTMLInputElement, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(boxes[1])
    fireEvent.keyDown(boxes[1] as HTMLInputElement, { key: 'ArrowLeft' })
    expect(document.activeElement).toBe(boxes[0])
    fireEvent.keyDown(boxes[0] as HTMLInputElement, { key: 'End' })
    expect(document.activeElement).toBe(boxes[5])
    fireEvent.keyDown(boxes[5] as HTMLInputElement, { key: 'ArrowRight' })
    expect(document.activeElement).toBe(boxes[5])
    fireEvent.keyDown(boxes[5] as HTMLInputElement, { key: 'Home' })
    expect(document.activeElement).toBe(boxes[0])
  })
})
