import type { CatalogueTopic } from '../CatalogueTopic'

/** The connectingExternal strings in Arabic; the English file names their use. */
export const connectingExternal = {
  pendingTitle: 'تابع في {name}',
  pendingDescription: 'اقبل طلب الاتصال في المحفظة',
  pendingStatus: 'بانتظار {name}',
  rejectedTitle: 'رُفض الاتصال',
  rejectedDescription: 'رُفض الطلب في المحفظة. يمكنك المحاولة مرة أخرى.',
  errorTitle: 'فشل الاتصال',
  unsupportedChainsDescription: 'لا يدعم الموصّل أيًا من السلاسل المطلوبة',
  errorDescription: 'حدث خطأ أثناء الاتصال. يمكنك المحاولة مرة أخرى.',
  notFound: 'لم تعد هذه المحفظة متاحة في المتصفح.',
} satisfies CatalogueTopic<'connectingExternal'>
