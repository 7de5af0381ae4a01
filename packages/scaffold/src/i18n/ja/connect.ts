import type { CatalogueTopic } from '../CatalogueTopic'

/** The connect strings in Japanese; the English file names their use. */
export const connect = {
  walletsLabel: 'ウォレット',
  allWallets: 'すべてのウォレット',
  allWalletsCount: '{count}',
  tagInstalled: 'インストール済み',
  tagRecent: '最近使用',
  tagQr: 'QR コード',
  noWallets: 'このブラウザにはウォレットが見つかりません。',
  legal: 'ウォレットを接続すると、{links}に同意したことになります。',
  legalTerms: '利用規約',
  legalPrivacy: 'プライバシーポリシー',
  legalAnd: 'と',
  legalCheckbox: '{links}に同意します。',
  legalCheckboxHint: '接続方法を選ぶには、上の規約に同意してください。',
  continueWithWallet: 'ウォレットで続ける',
  or: 'または',
} satisfies CatalogueTopic<'connect'>
