/** Strings of the Activity panel (English). */
export const activity = {
  title: 'Activity',
  loading: 'Loading activity',
  empty: 'No transactions yet.',
  failed: 'Failed to fetch transactions',
  loadMore: 'Load more',
  sent: 'Sent',
  received: 'Received',
  other: '{operation}',
  to: 'To {address}',
  from: 'From {address}',
  notConnected: 'Connect a wallet to see its activity.',
} as const
