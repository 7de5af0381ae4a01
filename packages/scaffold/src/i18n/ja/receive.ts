import type { CatalogueTopic } from '../CatalogueTopic'

/** The receive strings in Japanese; the English file names their use. */
export const receive = {
  title: '受け取る',
  qrLabel: 'あなたのアドレス {address} の QR コード',
  qrUriLabel: '{uri} の QR コード',
  addressLabel: 'あなたのアドレス',
  copyAddress: 'アドレスをコピー',
  addressCopied: 'アドレスをコピーしました',
  copyFailed: 'コピーできませんでした',
  networks: '受け取りに使えるネットワーク',
  notConnected: 'トークンを受け取るにはウォレットを接続してください。',
} satisfies CatalogueTopic<'receive'>
