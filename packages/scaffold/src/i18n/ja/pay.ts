import type { CatalogueTopic } from '../CatalogueTopic'

/** The pay strings in Japanese; the English file names their use. */
export const pay = {
  title: '支払い',
  request: '支払いリクエスト',
  recipient: '支払い先',
  amount: '金額',
  network: 'ネットワーク',
  submit: '{amount} {symbol} を支払う',
  paying: '支払い中',
  assetLoading: '残高を読み込み中',
  assetUnavailable: '{network} に {asset} がありません。',
  insufficientBalance: '残高が足りません: 利用可能額 {balance} {symbol}',
  invalidRequest: 'この支払いリクエストは無効です。',
  paid: '{amount} {symbol} を支払いました',
  transaction: 'トランザクション {hash}',
  viewTransaction: 'ブロックエクスプローラーで見る',
  rejected: 'ウォレットが支払いを拒否しました。',
  failed: '支払いに失敗しました。もう一度お試しください。',
  done: '完了',
  notConnected: '支払うにはウォレットを接続してください。',
} satisfies CatalogueTopic<'pay'>
