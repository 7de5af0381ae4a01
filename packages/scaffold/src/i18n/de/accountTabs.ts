import type { CatalogueTopic } from '../CatalogueTopic'

/** The accountTabs strings in German; the English file names their use. */
export const accountTabs = {
  label: 'Vermögenswerte des Kontos',
  tokens: 'Token',
  nfts: 'NFTs',
  activity: 'Aktivität',
  tokensLoading: 'Token werden geladen',
  tokensEmpty: 'Noch keine Token.',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a catalogue placeholder after a dollar sign
  tokenValue: '${value}',
  nftsEmpty: 'Noch keine NFTs.',
} satisfies CatalogueTopic<'accountTabs'>
