import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { CopyButton } from './CopyButton'

const messages = { copy: 'Copy address', copied: 'Copied', failed: 'Copy failed' }

test('copies the value, shows the copied text, then returns to the copy text', async () => {
  const writeText = vi.fn(async (_text: string) => {})
  render(<CopyButton value="0xabc" messages={messages} writeText={writeText} resetAfterMs={30} />)
  fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
  await waitFor(() => expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy())
  expect(writeText).toHaveBeenCalledWith('0xabc')
  await waitFor(() => expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy())
})

test('a refused clipboard shows the failure text and does not report a copy', async () => {
  const onCopied = vi.fn()
  const writeText = vi.fn(async () => {
    throw new DOMException('denied', 'NotAllowedError')
  })
  render(<CopyButton value="0xabc" messages={messages} writeText={writeText} onCopied={onCopied} />)
  fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
  await waitFor(() => expect(screen.getByRole('button', { name: 'Copy failed' })).toBeTruthy())
  expect(onCopied).not.toHaveBeenCalled()
})
