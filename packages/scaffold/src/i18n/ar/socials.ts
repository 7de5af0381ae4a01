import { socialProviderNames } from '../brandNames'
import type { CatalogueTopic } from '../CatalogueTopic'

/** The socials strings in Arabic; the English file names their use. */
export const socials = {
  title: 'الدخول عبر الشبكات الاجتماعية',
  groupLabel: 'سجّل الدخول بحساب اجتماعي',
  continueWith: 'المتابعة باستخدام {provider}',
  waiting: 'تابع في نافذة {provider}',
  connecting: 'جارٍ ربط المحفظة الاجتماعية',
  popupClosed: 'أُغلقت النافذة المنبثقة',
  failed: 'فشل الدخول عبر الحساب الاجتماعي. حاول مرة أخرى.',
  retry: 'إعادة المحاولة',
  farcasterQrLabel: 'رمز QR لتسجيل الدخول باستخدام Farcaster',
  farcasterScan: 'امسحه بكاميرا هاتفك أو بتطبيق Farcaster لتسجيل الدخول',
  farcasterOpen: 'فتح Farcaster',
  farcasterWaiting: 'في انتظار الموافقة في Farcaster',
  farcasterPreparing: 'جارٍ تحضير تسجيل الدخول باستخدام Farcaster',
  farcasterFailed: 'تعذّر الاتصال بـ Farcaster',
  ...socialProviderNames,
} satisfies CatalogueTopic<'socials'>
