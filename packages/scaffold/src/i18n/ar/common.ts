import type { CatalogueTopic } from '../CatalogueTopic'

/** The common strings in Arabic; the English file names their use. */
export const common = {
  close: 'إغلاق',
  back: 'رجوع',
  help: 'ما هي المحفظة؟',
  copied: 'تم النسخ',
  copy: 'نسخ',
  tryAgain: 'إعادة المحاولة',
  loading: 'جارٍ التحميل',
} satisfies CatalogueTopic<'common'>
