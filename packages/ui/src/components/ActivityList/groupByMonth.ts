/** An item that belongs to a month: `monthKey` sorts and groups (e.g. '2025-03'), `monthLabel` shows. */
export type MonthItem = { monthKey: string; monthLabel: string }

/** A month and its items, in the order they came. */
export type MonthGroup<T extends MonthItem> = { key: string; label: string; items: T[] }

/**
 * Groups items by month, keeping the order of first appearance (the owner sorts newest first, as
 * the transaction store keeps them: 'transactionsByYear (year then month, newest first)').
 *
 * @example
 * groupByMonth([{ monthKey: '2025-03', monthLabel: 'March 2025' }, …])
 */
export function groupByMonth<T extends MonthItem>(items: readonly T[]): MonthGroup<T>[] {
  const groups = new Map<string, MonthGroup<T>>()
  for (const item of items) {
    const group = groups.get(item.monthKey)
    if (group) group.items.push(item)
    else groups.set(item.monthKey, { key: item.monthKey, label: item.monthLabel, items: [item] })
  }
  return [...groups.values()]
}
