import type { CatalogueTopic } from '../CatalogueTopic'

/** The help strings in Japanese; the English file names their use. */
export const help = {
  walletLoginTitle: 'すべてのアプリに1つのログイン',
  walletLoginText: 'ウォレットを接続するだけでアプリにサインインでき、新しいパスワードは不要です。',
  walletAssetsTitle: '資産の置き場所',
  walletAssetsText: 'トークンやコレクティブルを1か所で保管、送信、受け取りできます。',
  walletWebTitle: '新しいウェブへの鍵',
  walletWebText: 'オープンなネットワーク上で動くアプリを、あなた自身のアカウントで使えます。',
  getWallet: 'ウォレットを入手',
  networkLedgerTitle: 'アプリの土台',
  networkLedgerText: 'ネットワークは、アプリが読み書きする共有の台帳を保持します。',
  networkUsesTitle: '用途に合わせた設計',
  networkUsesText: 'ネットワークごとに速度、手数料、機能が異なり、アプリは合うものを選びます。',
  chooseNetwork: 'ネットワークを選択',
} satisfies CatalogueTopic<'help'>
