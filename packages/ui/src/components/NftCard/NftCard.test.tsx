import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { NftCard } from './NftCard'

test('NftCard is one button naming the NFT and its collection', () => {
  const onSelect = vi.fn()
  render(<NftCard name="Punk #1" collection="Punks" onSelect={onSelect} />)
  const card = screen.getByRole('button', { name: /Punk #1 Punks/ })
  expect(card.getAttribute('type')).toBe('button')
  fireEvent.click(card)
  expect(onSelect).toHaveBeenCalledTimes(1)
  expect(screen.getAllByRole('button')).toHaveLength(1)
})

test('NftCard shows its image through <img> with an empty alt, and a monogram without one', () => {
  const { container, rerender } = render(
    <NftCard
      name="Punk #1"
      collection="Punks"
      imageUrl="https://img.invalid/1.png"
      onSelect={() => {}}
    />,
  )
  const img = container.querySelector('img') as HTMLImageElement
  expect(img.getAttribute('src')).toBe('https://img.invalid/1.png')
  expect(img.getAttribute('alt')).toBe('')
  rerender(<NftCard name="Punk #1" collection="Punks" onSelect={() => {}} />)
  expect(container.querySelector('img')).toBeNull()
  expect(screen.getByTestId('ak-monogram').getAttribute('aria-hidden')).toBe('true')
})
