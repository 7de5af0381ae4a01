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
