import { render, screen } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ViewTransition } from './ViewTransition'

test('a new view key mounts a new view (which fades in); the same key keeps it', () => {
  const { rerender, container } = render(
    <ViewTransition viewKey="Connect">
      <p>connect view</p>
    </ViewTransition>,
  )
  const first = container.querySelector('.ak-view')
  expect(first?.getAttribute('data-view')).toBe('Connect')
  rerender(
    <ViewTransition viewKey="Connect">
      <p>connect view, updated</p>
    </ViewTransition>,
  )
  expect(container.querySelector('.ak-view')).toBe(first)
  rerender(
    <ViewTransition viewKey="AllWallets">
      <p>all wallets</p>
    </ViewTransition>,
  )
  const second = container.querySelector('.ak-view')
  expect(second).not.toBe(first)
  expect(second?.getAttribute('data-view')).toBe('AllWallets')
  expect(screen.getByText('all wallets')).toBeTruthy()
})
