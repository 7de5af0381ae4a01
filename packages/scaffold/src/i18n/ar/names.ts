import type { CatalogueTopic } from '../CatalogueTopic'

/** The name registration strings in Arabic; the English file names their use. */
export const names = {
  chooseName: 'اختر اسمًا',
  label: 'الاسم',
  placeholder: 'ismak',
  intro: 'اختر اسمًا لحسابك. توقّعه محفظتك، ولا يُرسل أي شيء إلى السلسلة.',
  rule: 'يحتاج الاسم إلى 4 أحرف على الأقل: أحرف وأرقام وشرطات فقط',
  suggestions: 'اقتراحات',
  available: 'متاح',
  taken: 'محجوز',
  nameTaken: '{name} محجوز بالفعل',
  suggestionsFailed: 'خطأ في جلب اقتراحات الأسماء',
  register: 'تسجيل',
  registering: 'جارٍ التسجيل...',
  registerFailed: 'خطأ في تسجيل الاسم {name}',
  successText: 'أصبح {name} الآن اسم حسابك.',
  backToAccount: 'العودة إلى الحساب',
  lookingUp: 'جارٍ البحث عن اسم حسابك',
  namesFailed: 'خطأ في جلب أسماء العنوان',
} satisfies CatalogueTopic<'names'>
