import { fireEvent, render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { Banner } from '../Banner/Banner'
import { Checkbox } from '../Checkbox/Checkbox'
import { Skeleton } from '../Skeleton/Skeleton'
import { Chip } from './Chip'

test('a Chip with onClick is a toggle button showing its pressed state; without, plain text', () => {
  const onClick = vi.fn()
  const { rerender } = render(
    <Chip onClick={onClick} selected>
      Ethereum
    </Chip>,
  )
  const chip = screen.getByRole('button', { name: 'Ethereum' })
  expect(chip.getAttribute('aria-pressed')).toBe('true')
  fireEvent.click(chip)
  expect(onClick).toHaveBeenCalledTimes(1)
  rerender(<Chip>Ethereum</Chip>)
  expect(screen.queryByRole('button')).toBeNull()
  expect(screen.getByText('Ethereum')).toBeTruthy()
})

test('Checkbox (legal checkbox) is labelled by its content and reports its new state', () => {
  const onChange = vi.fn()
  render(
    <Checkbox checked={false} onChange={onChange}>
      I agree to the <a href="https://example.org/terms">terms</a>
    </Checkbox>,
  )
  fireEvent.click(screen.getByRole('checkbox', { name: 'I agree to the terms' }))
  expect(onChange).toHaveBeenCalledWith(true)
})

test('Banner is a region named by its title', () => {
  render(
    <Banner title="Unverified domain" tone="warning">
      Check the address before you sign.
    </Banner>,
  )
  const region = screen.getByRole('region', { name: 'Unverified domain' })
  expect(region.textContent).toContain('Check the address before you sign.')
  expect(region.className).toContain('ak-banner--warning')
})

test('Skeleton is decorative and takes its size and shape', () => {
  render(<Skeleton width={40} height={40} shape="circle" />)
  const skeleton = screen.getByTestId('ak-skeleton')
  expect(skeleton.getAttribute('aria-hidden')).toBe('true')
  expect(skeleton.style.width).toBe('40px')
  expect(skeleton.style.borderRadius).toBe('50%')
})
