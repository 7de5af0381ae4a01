import { socialProviderNames } from '../brandNames'
import type { CatalogueTopic } from '../CatalogueTopic'

/** The socials strings in Japanese; the English file names their use. */
export const socials = {
  title: 'ソーシャルログイン',
  groupLabel: 'ソーシャルアカウントでログイン',
  continueWith: '{provider} で続行',
  waiting: '{provider} のウィンドウで続行してください',
  connecting: 'ソーシャルウォレットを接続中',
  popupClosed: 'ポップアップが閉じられました',
  failed: 'ソーシャルログインに失敗しました。もう一度お試しください。',
  retry: 'もう一度試す',
  farcasterQrLabel: 'Farcaster でサインインするための QR コード',
  farcasterScan:
    'スマートフォンのカメラまたは Farcaster アプリでスキャンしてサインインしてください',
  farcasterOpen: 'Farcaster を開く',
  farcasterWaiting: 'Farcaster での承認を待っています',
  farcasterPreparing: 'Farcaster のサインインを準備しています',
  farcasterFailed: 'Farcaster に接続できませんでした',
  ...socialProviderNames,
} satisfies CatalogueTopic<'socials'>
