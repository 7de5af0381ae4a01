import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { getMonogram } from './getMonogram'
import { WalletImage } from './WalletImage'

test('monograms take the initials of two words, or the first two letters of one', () => {
  expect(getMonogram('Rainbow Wallet').initials).toBe('RW')
  expect(getMonogram('metamask').initials).toBe('ME')
  expect(getMonogram('  ').initials).toBe('?')
  // Punctuation is no initial: the issue saw "E(" for Ethereum (devnet).
  expect(getMonogram('Ethereum (devnet)').initials).toBe('ED')
  expect(getMonogram('(( ))').initials).toBe('?')
  expect(getMonogram('USD+ Coin').initials).toBe('UC')
  expect(getMonogram('Trust').hue).toBe(getMonogram('Trust').hue)
  expect(getMonogram('Trust').hue).not.toBe(getMonogram('Trusty').hue)
})

test('an image URL is rendered through <img src> only', () => {
  const svg =
    'data:image/svg+xml,<svg onload="window.__xss=1"><script>window.__xss=1</script></svg>'
  const { container } = render(<WalletImage name="Evil" imageUrl={svg} />)
  const img = container.querySelector('img')
  expect(img?.getAttribute('src')).toBe(svg)
  expect(container.querySelector('svg, object, iframe, script')).toBeNull()
  expect((window as { __xss?: number }).__xss).toBeUndefined()
})

test('a missing or failing image shows the generated monogram', () => {
  const { rerender, container } = render(<WalletImage name="Zerion Wallet" />)
  expect(screen.getByTestId('ak-monogram').textContent).toBe('ZW')
  rerender(<WalletImage name="Zerion Wallet" imageUrl="https://img.invalid/zerion.png" />)
  expect(screen.queryByTestId('ak-monogram')).toBeNull()
  fireEvent.error(container.querySelector('img') as HTMLImageElement)
  expect(screen.getByTestId('ak-monogram').textContent).toBe('ZW')
  expect(container.querySelector('img')).toBeNull()
})
