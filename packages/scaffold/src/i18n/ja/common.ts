import type { CatalogueTopic } from '../CatalogueTopic'

/** The common strings in Japanese; the English file names their use. */
export const common = {
  close: '閉じる',
  back: '戻る',
  help: 'ウォレットとは?',
  copied: 'コピーしました',
  copy: 'コピー',
  tryAgain: 'もう一度試す',
  loading: '読み込み中',
} satisfies CatalogueTopic<'common'>
