import type { CatalogueTopic } from '../CatalogueTopic'

/** The activity strings in Arabic; the English file names their use. */
export const activity = {
  title: 'النشاط',
  loading: 'جارٍ تحميل النشاط',
  empty: 'لا توجد معاملات بعد.',
  failed: 'تعذّر جلب المعاملات',
  loadMore: 'تحميل المزيد',
  sent: 'مُرسَلة',
  received: 'مُستلَمة',
  other: '{operation}',
  to: 'إلى {address}',
  from: 'من {address}',
  notConnected: 'اربط محفظة لعرض نشاطها.',
} satisfies CatalogueTopic<'activity'>
