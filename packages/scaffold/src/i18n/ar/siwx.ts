import type { CatalogueTopic } from '../CatalogueTopic'

/** The siwx strings in Arabic; the English file names their use. */
export const siwx = {
  title: 'يطلب منك {name} تسجيل الدخول',
  titleNoName: 'يطلب منك هذا التطبيق تسجيل الدخول',
  hint: 'وقّع رسالة في محفظتك لتثبت أنك تملك {address}. التوقيع لا يكلّف أي رسوم غاز.',
  account: 'الحساب',
  sign: 'توقيع',
  signing: 'بانتظار توقيع محفظتك',
  cancel: 'إلغاء',
  failed: 'خطأ في توقيع الرسالة',
  failedHint: 'لم تُوقَّع الرسالة أو تعذّر التحقق منها. حاول مرة أخرى.',
  required: 'يلزم تسجيل الدخول لاستخدام هذا التطبيق.',
} satisfies CatalogueTopic<'siwx'>
