import type { CatalogueTopic } from '../CatalogueTopic'

/** The connect strings in Arabic; the English file names their use. */
export const connect = {
  walletsLabel: 'المحافظ',
  allWallets: 'كل المحافظ',
  allWalletsCount: '{count}',
  tagInstalled: 'مثبّتة',
  tagRecent: 'حديثة',
  tagQr: 'رمز QR',
  noWallets: 'لم يُعثر على أي محفظة في هذا المتصفح.',
  legal: 'بربط محفظتك، فإنك توافق على {links}.',
  legalTerms: 'شروط الخدمة',
  legalPrivacy: 'سياسة الخصوصية',
  legalAnd: 'و',
  legalCheckbox: 'أوافق على {links}.',
  legalCheckboxHint: 'وافق على الشروط أعلاه لاختيار طريقة الاتصال.',
  continueWithWallet: 'المتابعة باستخدام محفظة',
  or: 'أو',
} satisfies CatalogueTopic<'connect'>
