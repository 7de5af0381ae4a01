import type { CatalogueTopic } from '../CatalogueTopic'

/** The receive strings in Arabic; the English file names their use. */
export const receive = {
  title: 'استلام',
  qrLabel: 'رمز QR لعنوانك {address}',
  qrUriLabel: 'رمز QR لـ {uri}',
  addressLabel: 'عنوانك',
  copyAddress: 'نسخ العنوان',
  addressCopied: 'تم نسخ العنوان',
  copyFailed: 'تعذّر النسخ',
  networks: 'الشبكات التي يمكنك الاستلام عليها',
  notConnected: 'اربط محفظة لاستلام الرموز.',
} satisfies CatalogueTopic<'receive'>
