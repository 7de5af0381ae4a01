import type { CatalogueTopic } from '../CatalogueTopic'

/** The host strings in Japanese; the English file names their use. */
export const host = {
  loadingView: '読み込み中',
  viewUnavailable: 'この画面は利用できません。',
  viewFailed: 'この画面を読み込めませんでした。',
  closeAlert: '閉じる',
} satisfies CatalogueTopic<'host'>
