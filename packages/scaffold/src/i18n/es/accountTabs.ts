import type { CatalogueTopic } from '../CatalogueTopic'

/** The accountTabs strings in Spanish; the English file names their use. */
export const accountTabs = {
  label: 'Activos de la cuenta',
  tokens: 'Tokens',
  nfts: 'NFT',
  activity: 'Actividad',
  tokensLoading: 'Cargando los tokens',
  tokensEmpty: 'Todavía no hay tokens.',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a catalogue placeholder after a dollar sign
  tokenValue: '${value}',
  nftsEmpty: 'Todavía no hay NFT.',
} satisfies CatalogueTopic<'accountTabs'>
