import type { CatalogueTopic } from '../CatalogueTopic'

/** The allWallets strings in Arabic; the English file names their use. */
export const allWallets = {
  gridLabel: 'كل المحافظ',
  searchLabel: 'البحث في المحافظ',
  searchPlaceholder: 'ابحث عن محفظة',
  clearSearch: 'مسح البحث',
  searching: 'جارٍ البحث',
  loading: 'جارٍ تحميل المحافظ',
  noResults: 'لم يُعثر على أي محفظة',
  loadMore: 'عرض المزيد من المحافظ',
  cachedList: 'تُعرض آخر قائمة محافظ محفوظة.',
  qrEntry: 'رمز QR لـ WalletConnect',
} satisfies CatalogueTopic<'allWallets'>
