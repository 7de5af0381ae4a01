import type { CatalogueTopic } from '../CatalogueTopic'

/** The siwx strings in Japanese; the English file names their use. */
export const siwx = {
  title: '{name} がサインインを求めています',
  titleNoName: 'このアプリがサインインを求めています',
  hint: 'ウォレットでメッセージに署名して、{address} の所有者であることを証明してください。署名にガス代はかかりません。',
  account: 'アカウント',
  sign: '署名',
  signing: 'ウォレットの署名を待っています',
  cancel: 'キャンセル',
  failed: 'メッセージの署名中にエラーが発生しました',
  failedHint: 'メッセージが署名されなかったか、確認できませんでした。もう一度お試しください。',
  required: 'このアプリを使うにはサインインが必要です。',
} satisfies CatalogueTopic<'siwx'>
