import { fireEvent, render, screen, waitFor } from '@testing-library/react'
import { encode } from 'uqr'
import { expect, test, vi } from 'vitest'
import { getQrModulesPath } from './getQrModulesPath'
import { QrCode } from './QrCode'

const uri =
  'wc:7f6e504bfad60b485450578e05678ed3e8e8c4751d3c6160be17160d63ec90f9@2?relay-protocol=irn&symKey=587d5484ce2a2a6ee3ba1962fdd7e8588e06200c46823bd18fbd67def96ad303'

test('draws exactly the dark modules of the encoded matrix, at error correction H', () => {
  const { path, size } = getQrModulesPath(uri, 2)
  const reference = encode(uri, { ecc: 'H', border: 2 })
  const dark = reference.data.flat().filter(Boolean).length
  expect(size).toBe(reference.size)
  expect(path.match(/M/g)).toHaveLength(dark)
  expect(getQrModulesPath('other').path).not.toBe(path)
})

test('is an image named by its label, with the wallet logo in the centre via <img>', () => {
  const { container } = render(
    <QrCode
      value={uri}
      label="QR-Code zum Scannen"
      logo={{ name: 'Rainbow', imageUrl: 'https://img.invalid/r.png' }}
    />,
  )
  const image = screen.getByRole('img', { name: 'QR-Code zum Scannen' })
  expect(image.querySelector('path')?.getAttribute('d')).toBe(getQrModulesPath(uri).path)
  expect(container.querySelector('.ak-qr-logo img')?.getAttribute('src')).toBe(
    'https://img.invalid/r.png',
  )
})

test('the copy link button writes the encoded value and says it copied', async () => {
  const writeText = vi.fn(async (_text: string) => {})
  const onCopied = vi.fn()
  render(
    <QrCode
      value={uri}
      label="QR"
      copy={{
        messages: { copy: 'Link kopieren', copied: 'Kopiert', failed: 'Fehlgeschlagen' },
        onCopied,
      }}
    />,
  )
  // The QrCode uses the default writer, navigator.clipboard; happy-dom has no system clipboard,
  // so that edge is replaced here (the real one is driven in Chromium by the storybook suite).
  const button = screen.getByRole('button', { name: 'Link kopieren' })
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true })
  fireEvent.click(button)
  await waitFor(() => expect(screen.getByRole('button', { name: 'Kopiert' })).toBeTruthy())
  expect(writeText).toHaveBeenCalledWith(uri)
  expect(onCopied).toHaveBeenCalledTimes(1)
})
