import { fireEvent, render, screen } from '@testing-library/react'
import { useState } from 'react'
import { expect, test } from 'vitest'
import { Tabs } from './Tabs'

const items = [
  { id: 'tokens', label: 'Tokens', panel: <p>token list</p> },
  { id: 'nfts', label: 'NFTs', panel: <p>nft grid</p> },
  { id: 'activity', label: 'Activity', panel: <p>activity list</p> },
]

function Harness() {
  const [selected, setSelected] = useState('tokens')
  return <Tabs label="Account" items={items} selectedId={selected} onSelect={setSelected} />
}

test('"Account tabs: Tokens, NFTs, Activity": tabs control their panel, one tab in the Tab order', () => {
  render(<Harness />)
  const tabs = screen.getAllByRole('tab')
  expect(tabs.map((tab) => tab.textContent)).toEqual(['Tokens', 'NFTs', 'Activity'])
  expect(tabs.map((tab) => tab.tabIndex)).toEqual([0, -1, -1])
  expect(screen.getByRole('tabpanel', { name: 'Tokens' }).textContent).toBe('token list')
  fireEvent.click(tabs[2] as HTMLElement)
  expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  expect(screen.getByRole('tabpanel').textContent).toBe('activity list')
})

test('arrow keys move and select, wrapping around; Home and End jump', () => {
  render(<Harness />)
  const tokens = screen.getByRole('tab', { name: 'Tokens' })
  tokens.focus()
  fireEvent.keyDown(tokens, { key: 'ArrowLeft' })
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Activity' }))
  expect(screen.getByRole('tabpanel').textContent).toBe('activity list')
  fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' })
  expect(document.activeElement).toBe(screen.getByRole('tab', { name: 'Tokens' }))
  fireEvent.keyDown(document.activeElement as Element, { key: 'End' })
  expect(screen.getByRole('tab', { name: 'Activity' }).getAttribute('aria-selected')).toBe('true')
  fireEvent.keyDown(document.activeElement as Element, { key: 'Home' })
  expect(screen.getByRole('tab', { name: 'Tokens' }).getAttribute('aria-selected')).toBe('true')
})
