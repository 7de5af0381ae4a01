import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { WalletListItem } from './WalletListItem'

const tagMessages = { installed: 'Installiert', recent: 'Zuletzt', qr: 'QR-Code' }

test.each([
  ['installed', 'Installiert'],
  ['recent', 'Zuletzt'],
  ['qr', 'QR-Code'],
] as const)('the %s tag shows its message', (tag, text) => {
  render(
    <WalletListItem
      wallet={{ id: 'w', name: 'Rabby', tag }}
      tagMessages={tagMessages}
      onSelect={() => {}}
    />,
  )
  expect(screen.getByRole('button', { name: `Rabby ${text}` })).toBeTruthy()
})

test('selecting the tile reports the wallet id', () => {
  const onSelect = vi.fn()
  render(
    <WalletListItem
      wallet={{ id: 'rabby', name: 'Rabby' }}
      tagMessages={tagMessages}
      onSelect={onSelect}
    />,
  )
  fireEvent.click(screen.getByRole('button', { name: 'Rabby' }))
  expect(onSelect).toHaveBeenCalledWith('rabby')
})

test('a caption (the namespace in a mixed list) shows on the image and joins the accessible name', () => {
  render(
    <WalletListItem
      wallet={{ id: 'w', name: 'Phantom', tag: 'installed', caption: 'Solana' }}
      tagMessages={tagMessages}
      onSelect={() => {}}
    />,
  )
  expect(screen.getByRole('button', { name: 'Solana Phantom Installiert' })).toBeTruthy()
})

test('a row keeps a long name whole in its accessible name and tooltip, and draws a given icon instead of the image', () => {
  const name = 'A wallet with a name far too long for one line of the modal'
  render(
    <WalletListItem
      layout="row"
      wallet={{ id: 'l', name, tag: 'qr', icon: <svg data-testid="mark" aria-hidden="true" /> }}
      tagMessages={tagMessages}
      onSelect={() => {}}
    />,
  )
  const button = screen.getByRole('button', { name: `${name} QR-Code` })
  expect(button.getAttribute('title')).toBe(name)
  expect(button.className).toContain('ak-wallet-item--row')
  expect(screen.getByTestId('mark')).toBeTruthy()
  expect(button.querySelector('img, [data-testid="ak-monogram"]')).toBeNull()
})

test("a name takes its own writing direction, so in a right-to-left modal a Latin name's ellipsis falls at its end", () => {
  render(
    <div dir="rtl">
      <WalletListItem
        wallet={{ id: 'long', name: 'A Wallet With A Very Long Extension Name' }}
        tagMessages={tagMessages}
        onSelect={() => {}}
      />
    </div>,
  )
  const name = screen.getByText('A Wallet With A Very Long Extension Name')
  expect(name.getAttribute('dir')).toBe('auto')
  expect(name.closest('button')?.getAttribute('title')).toBe(
    'A Wallet With A Very Long Extension Name',
  )
})
