import type { CatalogueTopic } from '../CatalogueTopic'

/** The onramp strings in Japanese; the English file names their use. */
export const onramp = {
  title: '暗号資産を購入',
  provider: 'プロバイダー',
  amount: '金額',
  currency: '支払い通貨',
  limits: '{min}〜{max} {currency}',
  outOfLimits: '{min}〜{max} {currency} の金額を入力してください',
  quoteLoading: '見積もりを取得中',
  youReceive: '受け取り額 {amount} {symbol}',
  fee: 'プロバイダー手数料 {amount} {currency}',
  quoteUnavailable: '現在、利用できる見積もりはありません。',
  submit: '{symbol} を購入',
  opening: 'プロバイダーを開いています',
  urlFailed: 'プロバイダーを開けませんでした。もう一度お試しください。',
  popupBlocked:
    'プロバイダーのウィンドウがブロックされました。ポップアップを許可して、もう一度お試しください。',
  waiting:
    '{provider} のウィンドウで購入を完了してください。着金すると、ここで残高が更新されます。',
  waitingLabel: '購入の完了を待っています',
  balance: '残高: {amount} {symbol}',
  received: '{amount} {symbol} を受け取りました',
  cancel: '戻る',
  done: 'アカウントに戻る',
  notConnected: '暗号資産を購入するにはウォレットを接続してください。',
} satisfies CatalogueTopic<'onramp'>
