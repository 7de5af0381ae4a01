import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Avatar } from './Avatar'

const address = '0xd8dA6BF26964aF9D7eEd9e03E53415D37aA96045'

test('Avatar shows a gradient generated from the address, or the profile image through <img>', () => {
  const { rerender, container } = render(<Avatar address={address} size={40} />)
  const avatar = screen.getByTestId('ak-avatar')
  expect(avatar.getAttribute('aria-hidden')).toBe('true')
  expect(avatar.style.width).toBe('40px')
  expect(avatar.style.background).toContain('gradient')
  expect(container.querySelector('img')).toBeNull()
  rerender(<Avatar address={address} imageUrl="https://img.invalid/me.png" />)
  const img = container.querySelector('img') as HTMLImageElement
  expect(img.getAttribute('src')).toBe('https://img.invalid/me.png')
  expect(img.getAttribute('alt')).toBe('')
  expect(screen.getByTestId('ak-avatar').style.background).toBe('')
})
