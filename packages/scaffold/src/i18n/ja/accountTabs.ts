import type { CatalogueTopic } from '../CatalogueTopic'

/** The accountTabs strings in Japanese; the English file names their use. */
export const accountTabs = {
  label: 'アカウントの資産',
  tokens: 'トークン',
  nfts: 'NFT',
  activity: 'アクティビティ',
  tokensLoading: 'トークンを読み込み中',
  tokensEmpty: 'トークンはまだありません。',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a catalogue placeholder after a dollar sign
  tokenValue: '${value}',
  nftsEmpty: 'NFT はまだありません。',
} satisfies CatalogueTopic<'accountTabs'>
