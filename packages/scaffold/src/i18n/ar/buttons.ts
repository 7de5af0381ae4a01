import type { CatalogueTopic } from '../CatalogueTopic'

/** The buttons strings in Arabic; the English file names their use. */
export const buttons = {
  connect: 'ربط المحفظة',
  connecting: 'جارٍ الربط...',
  selectNetwork: 'اختيار الشبكة',
  unsupportedNetwork: 'تبديل الشبكة',
  embeddedWalletFrame: 'المحفظة المضمّنة',
} satisfies CatalogueTopic<'buttons'>
