import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { EmailInput } from './EmailInput'

const messages = { label: 'E-Mail', placeholder: 'name@beispiel.de', submit: 'Weiter' }

test('is a labelled e-mail field whose form submits the trimmed value', () => {
  const onSubmit = vi.fn()
  const onChange = vi.fn()
  render(
    <EmailInput
      value="  ada@example.org "
      onChange={onChange}
      onSubmit={onSubmit}
      messages={messages}
    />,
  )
  const field = screen.getByRole('textbox', { name: 'E-Mail' })
  expect(field.getAttribute('type')).toBe('email')
  fireEvent.change(field, { target: { value: 'x' } })
  expect(onChange).toHaveBeenCalledWith('x')
  fireEvent.click(screen.getByRole('button', { name: 'Weiter' }))
  expect(onSubmit).toHaveBeenCalledWith('ada@example.org')
})

test('an error marks the field invalid, describes it and is announced', () => {
  render(
    <EmailInput
      value="ada"
      onChange={() => {}}
      onSubmit={() => {}}
      messages={messages}
      error="Ungültige E-Mail"
    />,
  )
  const field = screen.getByRole('textbox', { name: 'E-Mail' })
  expect(field.getAttribute('aria-invalid')).toBe('true')
  expect(screen.getByRole('alert').textContent).toBe('Ungültige E-Mail')
  expect(field.getAttribute('aria-describedby')).toBe(screen.getByRole('alert').id)
})

test('while loading, submitting does nothing', () => {
  const onSubmit = vi.fn()
  render(
    <EmailInput
      value="ada@example.org"
      onChange={() => {}}
      onSubmit={onSubmit}
      messages={messages}
      loadingLabel="Sende"
    />,
  )
  fireEvent.submit(screen.getByRole('textbox').closest('form') as HTMLFormElement)
  expect(onSubmit).not.toHaveBeenCalled()
})

test('compact: one box with the envelope, the field and the submit button; the label stays for assistive technology', () => {
  const onSubmit = vi.fn()
  render(
    <EmailInput
      compact
      value=" ada@example.org "
      onChange={() => {}}
      onSubmit={onSubmit}
      messages={{ label: 'E-Mail', placeholder: 'E-Mail', submit: 'Weiter' }}
    />,
  )
  const field = screen.getByRole('textbox', { name: 'E-Mail' })
  const box = field.closest('.ak-field')
  const submit = screen.getByRole('button', { name: 'Weiter' })
  expect(box?.contains(submit)).toBe(true)
  expect(box?.querySelector('svg[aria-hidden="true"]')).toBeTruthy()
  expect(document.querySelector('label')?.className).toBe('ak-sr-only')
  fireEvent.click(submit)
  expect(onSubmit).toHaveBeenCalledWith('ada@example.org')
})
