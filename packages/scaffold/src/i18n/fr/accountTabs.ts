import type { CatalogueTopic } from '../CatalogueTopic'

/** The accountTabs strings in French; the English file names their use. */
export const accountTabs = {
  label: 'Actifs du compte',
  tokens: 'Jetons',
  nfts: 'NFT',
  activity: 'Activité',
  tokensLoading: 'Chargement des jetons',
  tokensEmpty: 'Aucun jeton pour le moment.',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a catalogue placeholder after a dollar sign
  tokenValue: '${value}',
  nftsEmpty: 'Aucun NFT pour le moment.',
} satisfies CatalogueTopic<'accountTabs'>
