import type { CatalogueTopic } from '../CatalogueTopic'

/** The account strings in Arabic; the English file names their use. */
export const account = {
  balanceLoading: 'جارٍ تحميل الرصيد',
  balanceUnavailable: 'الرصيد غير متاح',
  copyAddress: 'نسخ العنوان',
  addressCopied: 'تم نسخ العنوان',
  copyFailed: 'تعذّر النسخ',
  explorer: 'مستكشف الكتل',
  selectNetwork: 'اختيار الشبكة',
  features: 'ميزات المحفظة',
  onramp: 'شراء عملات',
  swaps: 'مبادلة',
  receive: 'استلام',
  send: 'إرسال',
  connectedWallets: 'المحافظ المتصلة',
  disconnect: 'قطع الاتصال',
  disconnecting: 'جارٍ قطع الاتصال',
  disconnectFailed: 'تعذّر قطع الاتصال',
  notConnected: 'لا توجد محفظة متصلة.',
  accounts: 'الحسابات',
  activeAccount: 'نشط',
  accountTypePayment: 'المدفوعات',
  accountTypeOrdinal: 'الأوردينالز',
  accountTypeEoa: 'الحساب',
  accountTypeSmartAccount: 'حساب ذكي',
  editEmail: 'تعديل البريد الإلكتروني',
} satisfies CatalogueTopic<'account'>
