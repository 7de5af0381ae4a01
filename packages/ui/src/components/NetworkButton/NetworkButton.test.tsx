import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { NetworkButton } from './NetworkButton'
import { NetworkImage } from './NetworkImage'

test('NetworkImage is a round logo through <img> at 24 px by default, and a monogram when it fails', () => {
  const { container } = render(
    <NetworkImage name="Polygon" imageUrl="https://img.invalid/polygon.png" />,
  )
  const frame = container.querySelector('.ak-wallet-image') as HTMLElement
  expect(frame.style.borderRadius).toBe('50%')
  expect(frame.style.width).toBe('24px')
  const img = container.querySelector('img') as HTMLImageElement
  expect(img.getAttribute('alt')).toBe('')
  fireEvent.error(img)
  expect(container.querySelector('img')).toBeNull()
  expect(screen.getByTestId('ak-monogram').textContent).toBe('PO')
})

test('an unsupported NetworkButton shows the warning icon instead of the logo, and stays named', () => {
  const { container } = render(
    <NetworkButton
      name="Unsupported network"
      warning
      imageUrl="https://img.invalid/x.png"
      onClick={() => {}}
    />,
  )
  const button = screen.getByRole('button', { name: 'Unsupported network' })
  expect(button.className).toContain('ak-network-button--warning')
  expect(container.querySelector('img')).toBeNull()
  expect(container.querySelector('.ak-wallet-image')).toBeNull()
})
