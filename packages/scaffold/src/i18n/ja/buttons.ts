import type { CatalogueTopic } from '../CatalogueTopic'

/** The buttons strings in Japanese; the English file names their use. */
export const buttons = {
  connect: 'ウォレットを接続',
  connecting: '接続中...',
  selectNetwork: 'ネットワークを選択',
  unsupportedNetwork: 'ネットワークを切り替え',
  embeddedWalletFrame: '埋め込みウォレット',
} satisfies CatalogueTopic<'buttons'>
