import { render, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { Banner } from './Banner'

test('Banner is a region named by its title, holding its body', () => {
  render(
    <Banner title="Unverified domain" tone="warning">
      Check the address before you sign.
    </Banner>,
  )
  const region = screen.getByRole('region', { name: 'Unverified domain' })
  expect(region.textContent).toContain('Check the address before you sign.')
  expect(region.className).toContain('ak-banner--warning')
})

test('Banner is neutral by default and shows no empty body without children', () => {
  const { container } = render(<Banner title="Pay is off" />)
  const region = screen.getByRole('region', { name: 'Pay is off' })
  expect(region.className).toContain('ak-banner--neutral')
  expect(container.querySelector('.ak-banner-body')).toBeNull()
})

test('Banner is not announced as an alert: it is a static notice inside a view', () => {
  render(<Banner title="Pay is off">Ask the site owner to enable it.</Banner>)
  expect(screen.queryByRole('alert')).toBeNull()
  expect(screen.queryByRole('status')).toBeNull()
})

test('an action in the Banner body stays a reachable button', () => {
  const onClick = vi.fn()
  render(
    <Banner title="Unverified domain" tone="warning">
      <button type="button" onClick={onClick}>
        Continue anyway
      </button>
    </Banner>,
  )
  screen.getByRole('button', { name: 'Continue anyway' }).click()
  expect(onClick).toHaveBeenCalledTimes(1)
})
