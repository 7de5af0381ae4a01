import type { CatalogueTopic } from '../CatalogueTopic'

/** The account strings in Japanese; the English file names their use. */
export const account = {
  balanceLoading: '残高を読み込み中',
  balanceUnavailable: '残高を取得できません',
  copyAddress: 'アドレスをコピー',
  addressCopied: 'アドレスをコピーしました',
  copyFailed: 'コピーできませんでした',
  explorer: 'ブロックエクスプローラー',
  selectNetwork: 'ネットワークを選択',
  features: 'ウォレットの機能',
  onramp: '暗号資産を購入',
  swaps: 'スワップ',
  receive: '受け取る',
  send: '送る',
  connectedWallets: '接続済みのウォレット',
  disconnect: '接続を解除',
  disconnecting: '接続を解除しています',
  disconnectFailed: '接続を解除できませんでした',
  notConnected: 'ウォレットが接続されていません。',
  accounts: 'アカウント',
  activeAccount: '使用中',
  accountTypePayment: '支払い用',
  accountTypeOrdinal: 'Ordinals 用',
  accountTypeEoa: 'アカウント',
  accountTypeSmartAccount: 'スマートアカウント',
  editEmail: 'メールアドレスを変更',
} satisfies CatalogueTopic<'account'>
