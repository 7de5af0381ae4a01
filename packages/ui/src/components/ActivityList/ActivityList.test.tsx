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

test('an amount stays left-to-right inside a right-to-left page, and the time is a <time> with its date', () => {
  render(
    <div dir="rtl">
      <ActivityList
        items={[{ ...items[0]!, time: { label: '2 hr. ago', dateTime: '2025-03-20T10:00:00Z' } }]}
      />
    </div>,
  )
  expect(screen.getByText('-0.250 ETH').getAttribute('dir')).toBe('ltr')
  const time = screen.getByText('2 hr. ago')
  expect(time.tagName).toBe('TIME')
  expect(time.getAttribute('datetime')).toBe('2025-03-20T10:00:00Z')
})
