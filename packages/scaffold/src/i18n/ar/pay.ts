import type { CatalogueTopic } from '../CatalogueTopic'

/** The pay strings in Arabic; the English file names their use. */
export const pay = {
  title: 'الدفع',
  request: 'طلب دفع',
  recipient: 'إلى',
  amount: 'المبلغ',
  network: 'الشبكة',
  submit: 'دفع {amount} {symbol}',
  paying: 'جارٍ الدفع',
  assetLoading: 'جارٍ تحميل رصيدك',
  assetUnavailable: 'لا تملك {asset} على {network}.',
  insufficientBalance: 'الرصيد غير كافٍ: المتاح {balance} {symbol}',
  invalidRequest: 'طلب الدفع هذا غير صالح.',
  paid: 'تم دفع {amount} {symbol}',
  transaction: 'المعاملة {hash}',
  viewTransaction: 'العرض في مستكشف الكتل',
  rejected: 'رفضت المحفظة الدفع.',
  failed: 'فشل الدفع. حاول مرة أخرى.',
  done: 'تم',
  notConnected: 'اربط محفظة للدفع.',
} satisfies CatalogueTopic<'pay'>
