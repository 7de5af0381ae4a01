import type { CatalogueTopic } from '../CatalogueTopic'

/** The activity strings in Japanese; the English file names their use. */
export const activity = {
  title: 'アクティビティ',
  loading: 'アクティビティを読み込み中',
  empty: '取引はまだありません。',
  failed: '取引を取得できませんでした',
  loadMore: 'さらに読み込む',
  sent: '送信済み',
  received: '受け取り済み',
  other: '{operation}',
  to: '送り先 {address}',
  from: '送り元 {address}',
  notConnected: 'アクティビティを見るにはウォレットを接続してください。',
} satisfies CatalogueTopic<'activity'>
