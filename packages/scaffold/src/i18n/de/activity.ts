import type { CatalogueTopic } from '../CatalogueTopic'

/** The activity strings in German; the English file names their use. */
export const activity = {
  title: 'Aktivität',
  loading: 'Aktivität wird geladen',
  empty: 'Noch keine Transaktionen.',
  failed: 'Transaktionen konnten nicht abgerufen werden',
  loadMore: 'Mehr laden',
  sent: 'Gesendet',
  received: 'Empfangen',
  other: '{operation}',
  to: 'An {address}',
  from: 'Von {address}',
  notConnected: 'Verbinde eine Wallet, um ihre Aktivität zu sehen.',
} satisfies CatalogueTopic<'activity'>
