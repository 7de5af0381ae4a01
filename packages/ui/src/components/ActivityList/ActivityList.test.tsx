import { render, screen, within } from '@testing-library/react'
import { expect, test } from 'vitest'
import { ActivityList } from './ActivityList'
import { groupByMonth } from './groupByMonth'

const items = [
  {
    id: 'a',
    monthKey: '2025-03',
    monthLabel: 'March 2025',
    title: 'Sent',
    subtitle: 'to 0x12…',
    amount: '-0.250 ETH',
  },
  {
    id: 'b',
    monthKey: '2025-03',
    monthLabel: 'March 2025',
    title: 'Received',
    subtitle: 'from 0x34…',
    amount: '+1.000 ETH',
  },
  {
    id: 'c',
    monthKey: '2025-01',
    monthLabel: 'January 2025',
    title: 'Swapped',
    subtitle: 'ETH to USDC',
    amount: '-0.100 ETH',
    status: 'failed' as const,
  },
]

test('groupByMonth keeps the order of first appearance and the items of each month', () => {
  const groups = groupByMonth(items)
  expect(groups.map((g) => g.key)).toEqual(['2025-03', '2025-01'])
  expect(groups[0]?.items.map((i) => i.id)).toEqual(['a', 'b'])
})

test('"ActivityRow grouped by month": a headed section per month listing its rows', () => {
  render(<ActivityList items={items} />)
  const march = screen.getByRole('region', { name: 'March 2025' })
  expect(within(march).getAllByRole('listitem')).toHaveLength(2)
  const january = screen.getByRole('region', { name: 'January 2025' })
  expect(within(january).getByRole('listitem').textContent).toContain('-0.100 ETH')
  expect(screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
    'March 2025',
    'January 2025',
  ])
})
