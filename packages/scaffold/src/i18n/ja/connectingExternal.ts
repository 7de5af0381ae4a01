import type { CatalogueTopic } from '../CatalogueTopic'

/** The connectingExternal strings in Japanese; the English file names their use. */
export const connectingExternal = {
  pendingTitle: '{name} で続行',
  pendingDescription: 'ウォレットで接続リクエストを承認してください',
  pendingStatus: '{name} を待っています',
  rejectedTitle: '接続が拒否されました',
  rejectedDescription: 'ウォレットでリクエストが拒否されました。もう一度お試しいただけます。',
  errorTitle: '接続に失敗しました',
  unsupportedChainsDescription:
    'このコネクターは、リクエストされたどのチェーンにも対応していません',
  errorDescription: '接続中に問題が発生しました。もう一度お試しいただけます。',
  notFound: 'このウォレットはブラウザで利用できなくなりました。',
} satisfies CatalogueTopic<'connectingExternal'>
