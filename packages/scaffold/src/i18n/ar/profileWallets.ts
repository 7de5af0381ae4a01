import type { CatalogueTopic } from '../CatalogueTopic'

/** The profileWallets strings in Arabic; the English file names their use. */
export const profileWallets = {
  multiWalletDisabled: 'تعدد المحافظ غير مفعّل',
  namespaceWallets: 'محافظ {chain}',
  active: 'نشطة',
  embeddedWallet: 'محفظة البريد الإلكتروني',
  switchTo: 'التبديل إلى {name}',
  disconnectWallet: 'قطع اتصال {name}',
  addWallet: 'إضافة محفظة',
  empty: 'لا توجد محفظة متصلة.',
  switchFailed: 'تعذّر تبديل المحفظة',
  disconnectFailed: 'تعذّر قطع الاتصال',
} satisfies CatalogueTopic<'profileWallets'>
