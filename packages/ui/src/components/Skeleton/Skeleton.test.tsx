import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { Skeleton } from './Skeleton'

test('Skeleton is hidden from assistive technology and takes its size and shape', () => {
  render(<Skeleton width={40} height={40} shape="circle" />)
  const skeleton = screen.getByTestId('ak-skeleton')
  expect(skeleton.getAttribute('aria-hidden')).toBe('true')
  expect(skeleton.style.width).toBe('40px')
  expect(skeleton.style.height).toBe('40px')
  expect(skeleton.style.borderRadius).toBe('50%')
})

test('a rect Skeleton fills the width by default and rounds by a step of the radius scale', () => {
  render(<Skeleton />)
  const skeleton = screen.getByTestId('ak-skeleton')
  expect(skeleton.style.width).toBe('100%')
  expect(skeleton.style.height).toBe('16px')
  expect(skeleton.style.borderRadius).toBe('var(--ak-radius-s)')
})
