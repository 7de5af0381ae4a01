import type { CatalogueTopic } from '../CatalogueTopic'

/** The host strings in Arabic; the English file names their use. */
export const host = {
  loadingView: 'جارٍ التحميل',
  viewUnavailable: 'هذه الشاشة غير متاحة.',
  viewFailed: 'تعذّر تحميل هذه الشاشة.',
  closeAlert: 'تجاهل',
} satisfies CatalogueTopic<'host'>
