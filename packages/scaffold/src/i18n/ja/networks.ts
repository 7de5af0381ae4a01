import { namespaceNames } from '../brandNames'
import type { CatalogueTopic } from '../CatalogueTopic'

/** The networks strings in Japanese; the English file names their use. */
export const networks = {
  list: 'ネットワーク',
  active: '使用中',
  unavailable: '接続中のウォレットでは利用できません',
  approveInWallet: 'ウォレットで承認',
  switchingTo: '{name} に切り替え中',
  switchHint: 'ウォレットでネットワークの切り替えを承認してください。',
  switchDeclined: '切り替えが拒否されました',
  switchDeclinedHint: 'ウォレットが {name} への切り替えを拒否しました。',
  chainNotSupported: 'このチェーンには対応していません',
  chainNotSupportedHint: 'ウォレットに {name} を追加できませんでした。',
  switchFailed: '切り替えに失敗しました',
  switchFailedHint:
    'ウォレットがそのチェーンに対応していない場合や、ほかのリクエストがまだ開いている場合は、切り替えに失敗することがあります。',
  noNetwork: 'ネットワークが選択されていません。',
  switchActiveChainText:
    '接続中のウォレットは {chain} に対応していません。{chain} に切り替えて、そのためのウォレットを接続してください。',
  switchActiveChainAction: '{chain} に切り替え',
  unsupportedText:
    'このアプリはウォレットの現在のネットワークに対応していません。続けるには、次のいずれかのネットワークに切り替えてください。',
  disconnect: '接続を解除',
  disconnectFailed: '接続を解除できませんでした',
  ...namespaceNames,
} satisfies CatalogueTopic<'networks'>
