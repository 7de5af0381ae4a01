import type { CatalogueTopic } from '../CatalogueTopic'

/** The accountTabs strings in Arabic; the English file names their use. */
export const accountTabs = {
  label: 'أصول الحساب',
  tokens: 'الرموز',
  nfts: 'الرموز غير القابلة للاستبدال',
  activity: 'النشاط',
  tokensLoading: 'جارٍ تحميل الرموز',
  tokensEmpty: 'لا توجد رموز بعد.',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a catalogue placeholder after a dollar sign
  tokenValue: '${value}',
  nftsEmpty: 'لا توجد رموز غير قابلة للاستبدال بعد.',
} satisfies CatalogueTopic<'accountTabs'>
