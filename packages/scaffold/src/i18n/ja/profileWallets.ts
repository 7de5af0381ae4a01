import type { CatalogueTopic } from '../CatalogueTopic'

/** The profileWallets strings in Japanese; the English file names their use. */
export const profileWallets = {
  multiWalletDisabled: 'マルチウォレットが有効になっていません',
  namespaceWallets: '{chain} のウォレット',
  active: '使用中',
  embeddedWallet: 'メールウォレット',
  switchTo: '{name} に切り替え',
  disconnectWallet: '{name} の接続を解除',
  addWallet: 'ウォレットを追加',
  empty: 'ウォレットが接続されていません。',
  switchFailed: 'ウォレットを切り替えられませんでした',
  disconnectFailed: '接続を解除できませんでした',
} satisfies CatalogueTopic<'profileWallets'>
