import type { CatalogueTopic } from '../CatalogueTopic'

/** The help strings in Arabic; the English file names their use. */
export const help = {
  walletLoginTitle: 'تسجيل دخول واحد لكل التطبيقات',
  walletLoginText: 'اربط محفظتك لتسجيل الدخول إلى التطبيقات، دون كلمة مرور جديدة تتذكرها.',
  walletAssetsTitle: 'مكان لأصولك',
  walletAssetsText: 'احفظ الرموز والمقتنيات وأرسلها واستلمها من مكان واحد.',
  walletWebTitle: 'مفتاحك إلى ويب جديد',
  walletWebText: 'استخدم تطبيقات تعمل على شبكات مفتوحة، بحساب يخصك أنت.',
  getWallet: 'احصل على محفظة',
  networkLedgerTitle: 'الأساس الذي تقوم عليه التطبيقات',
  networkLedgerText: 'تحفظ الشبكة السجل المشترك الذي تقرأ منه التطبيقات وتكتب فيه.',
  networkUsesTitle: 'مصممة لاستخدامات مختلفة',
  networkUsesText: 'تختلف الشبكات في السرعة والرسوم والميزات، فيختار كل تطبيق ما يناسبه.',
  chooseNetwork: 'اختر شبكة',
} satisfies CatalogueTopic<'help'>
