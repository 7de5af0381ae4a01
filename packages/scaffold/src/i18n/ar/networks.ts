import { namespaceNames } from '../brandNames'
import type { CatalogueTopic } from '../CatalogueTopic'

/** The networks strings in Arabic; the English file names their use. */
export const networks = {
  list: 'الشبكات',
  active: 'نشطة',
  unavailable: 'غير متاحة مع المحفظة المتصلة',
  approveInWallet: 'وافق في المحفظة',
  switchingTo: 'جارٍ التبديل إلى {name}',
  switchHint: 'اقبل تبديل الشبكة في محفظتك.',
  switchDeclined: 'رُفض التبديل',
  switchDeclinedHint: 'رفضت المحفظة التبديل إلى {name}.',
  chainNotSupported: 'السلسلة غير مدعومة',
  chainNotSupportedHint: 'تعذّر على محفظتك إضافة {name}.',
  switchFailed: 'فشل التبديل',
  switchFailedHint:
    'قد يفشل التبديل إذا كانت المحفظة لا تدعم السلسلة أو كان هناك طلب آخر لا يزال مفتوحًا.',
  noNetwork: 'لم تُختر أي شبكة.',
  switchActiveChainText: 'المحفظة المتصلة لا تدعم {chain}. بدّل إلى {chain} لربط محفظة لها.',
  switchActiveChainAction: 'التبديل إلى {chain}',
  unsupportedText: 'لا يدعم هذا التطبيق الشبكة الحالية لمحفظتك. بدّل إلى إحدى هذه الشبكات للمتابعة.',
  disconnect: 'قطع الاتصال',
  disconnectFailed: 'تعذّر قطع الاتصال',
  ...namespaceNames,
} satisfies CatalogueTopic<'networks'>
