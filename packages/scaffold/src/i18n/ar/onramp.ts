import type { CatalogueTopic } from '../CatalogueTopic'

/** The onramp strings in Arabic; the English file names their use. */
export const onramp = {
  title: 'شراء العملات المشفّرة',
  provider: 'المزوّد',
  amount: 'المبلغ',
  currency: 'الدفع بعملة',
  limits: 'بين {min} و{max} {currency}',
  outOfLimits: 'أدخل مبلغًا بين {min} و{max} {currency}',
  quoteLoading: 'جارٍ الحصول على عرض سعر',
  youReceive: 'ستستلم {amount} {symbol}',
  fee: 'رسوم المزوّد {amount} {currency}',
  quoteUnavailable: 'لا يتوفر عرض سعر حاليًا.',
  submit: 'شراء {symbol}',
  opening: 'جارٍ فتح المزوّد',
  urlFailed: 'تعذّر فتح المزوّد. حاول مرة أخرى.',
  popupBlocked: 'حُظرت نافذة المزوّد. اسمح بالنوافذ المنبثقة وحاول مرة أخرى.',
  waiting: 'أكمل عملية الشراء في نافذة {provider}. سيُحدَّث رصيدك هنا فور وصولها.',
  waitingLabel: 'بانتظار عملية الشراء',
  balance: 'الرصيد: {amount} {symbol}',
  received: 'تم استلام {amount} {symbol}',
  cancel: 'رجوع',
  done: 'العودة إلى الحساب',
  notConnected: 'اربط محفظة لشراء العملات المشفّرة.',
} satisfies CatalogueTopic<'onramp'>
