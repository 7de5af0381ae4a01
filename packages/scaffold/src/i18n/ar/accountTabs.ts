import type { CatalogueTopic } from '../CatalogueTopic'

/** The accountTabs strings in Arabic; the English file names their use. */
export const accountTabs = {
  label: 'أصول الحساب',
  tokens: 'الرموز',
  nfts: 'NFT',
  activity: 'النشاط',
  tokensLoading: 'جارٍ تحميل الرموز',
  tokensEmpty: 'لا توجد رموز بعد.',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a catalogue placeholder after a dollar sign
  tokenValue: '${value}',
  nftsEmpty: 'لا توجد رموز NFT بعد.',
} satisfies CatalogueTopic<'accountTabs'>
