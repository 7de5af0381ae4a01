import type { CatalogueTopic } from '../CatalogueTopic'

/** The walletConnect strings in Japanese; the English file names their use. */
export const walletConnect = {
  qrLabel: '{name} を接続する QR コード',
  scanTitle: 'スマートフォンでスキャン',
  scanDescription: 'スマートフォンで {name} を開き、このコードをスキャンして接続してください。',
  scanDescriptionGeneric:
    'WalletConnect に対応したスマートフォンのウォレットで、このコードをスキャンしてください。',
  preparing: 'QR コードを準備中',
  copyLink: 'リンクをコピー',
  linkCopied: 'リンクをコピーしました',
  copyFailed: 'コピーできませんでした',
  tabsLabel: '{name} の接続方法',
  tabMobile: 'モバイル',
  tabDesktop: 'デスクトップ',
  tabWeb: 'ウェブ',
  tabBrowser: 'ブラウザ',
  openMobile: '{name} を開く',
  openDesktop: 'デスクトップ版 {name} を開く',
  openWeb: '{name} のウェブアプリを開く',
  openBrowser: '{name} の拡張機能を使う',
  continueIn: '{name} で続行',
  continueDescription: 'ウォレットで接続リクエストを承認してください。',
  browserDescription: '{name} はこのブラウザにインストールされています。',
  rejectedTitle: '接続が拒否されました',
  rejectedDescription: 'ウォレットでリクエストが拒否されました。もう一度お試しいただけます。',
  retrying: '接続に失敗しました。再試行しています',
  unavailable: 'このアプリでは WalletConnect が設定されていません。',
  connectedTitle: 'ウォレットを接続しました',
  sessionAccounts: 'ウォレットが共有したアカウント',
  linkUnavailable: 'このウォレットには、安全に開けるリンクがありません。',
} satisfies CatalogueTopic<'walletConnect'>
