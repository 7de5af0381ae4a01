import type { CatalogueTopic } from '../CatalogueTopic'

/** The email strings in Arabic; the English file names their use. */
export const email = {
  title: 'الدخول بالبريد الإلكتروني',
  label: 'البريد الإلكتروني',
  placeholder: 'البريد الإلكتروني',
  submit: 'متابعة',
  sending: 'جارٍ إرسال الرمز',
  invalidEmail: 'أدخل عنوان بريد إلكتروني صالحًا.',
  codeSent: 'أدخل الرمز المرسل إلى {email}.',
  codeLegend: 'رمز لمرة واحدة',
  codeDigit: 'الرقم {position} من {length}',
  verifying: 'جارٍ التحقق من الرمز',
  connecting: 'جارٍ ربط محفظة البريد الإلكتروني',
  resend: 'إعادة إرسال الرمز',
  changeEmail: 'استخدام بريد إلكتروني آخر',
  cooldown: 'يُرجى المحاولة مرة أخرى بعد {seconds} ثانية',
  tooManyAttempts: 'محاولات كثيرة جدًا. يُرجى المحاولة مرة أخرى بعد {seconds} ثانية.',
  invalidCode: 'الرمز غير صحيح. تحقّق من البريد الإلكتروني وحاول مرة أخرى.',
  codeExpired: 'انتهت صلاحية الرمز. اطلب رمزًا جديدًا.',
  sendFailed: 'تعذّر إرسال الرمز. حاول مرة أخرى.',
  failed: 'فشل الدخول بالبريد الإلكتروني. حاول مرة أخرى.',
  frameFailed: 'تعذّر تحميل محفظة البريد الإلكتروني.',
} satisfies CatalogueTopic<'email'>
