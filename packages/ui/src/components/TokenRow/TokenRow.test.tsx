import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { TokenRow } from './TokenRow'

test('"Token balance: name, symbol, quantity, value, iconUrl": TokenRow shows each as given', () => {
  render(<TokenRow name="USD Coin" symbol="USDC" quantity="12.500" value="$12.50" />)
  expect(screen.getByText('USD Coin')).toBeTruthy()
  expect(screen.getByText('12.500 USDC')).toBeTruthy()
  expect(screen.getByText('$12.50')).toBeTruthy()
})

test('TokenRow without a value shows no empty value column', () => {
  const { container } = render(<TokenRow name="Ether" symbol="ETH" quantity="0.000" />)
  expect(container.querySelector('.ak-token-row-end')).toBeNull()
  expect(screen.getByText('0.000 ETH')).toBeTruthy()
})

test('TokenRow shows the icon through <img>, and a monogram of the symbol without or after a failed icon', () => {
  const { container, rerender } = render(
    <TokenRow name="USD Coin" symbol="USDC" quantity="1.000" iconUrl="https://img.invalid/u.png" />,
  )
  const img = container.querySelector('img') as HTMLImageElement
  expect(img.getAttribute('src')).toBe('https://img.invalid/u.png')
  expect(img.getAttribute('alt')).toBe('')
  fireEvent.error(img)
  expect(screen.getByTestId('ak-monogram').textContent).toBe('US')
  rerender(<TokenRow name="Tether" symbol="USDT" quantity="1.000" />)
  expect(container.querySelector('img')).toBeNull()
  expect(screen.getByTestId('ak-monogram').textContent).toBe('US')
})
