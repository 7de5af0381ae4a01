import type { CatalogueTopic } from '../CatalogueTopic'

/** The name registration strings in Japanese; the English file names their use. */
export const names = {
  chooseName: '名前を選ぶ',
  label: '名前',
  placeholder: 'namae',
  intro:
    'アカウントの名前を選んでください。ウォレットが署名します。チェーンには何も送信されません。',
  rule: '名前は4文字以上で、英字・数字・ハイフンのみ使えます',
  suggestions: '候補',
  available: '利用可能',
  taken: '使用済み',
  nameTaken: '{name} はすでに使われています',
  suggestionsFailed: '名前の候補を取得できませんでした',
  register: '登録',
  registering: '登録中...',
  registerFailed: '名前 {name} の登録でエラーが発生しました',
  successText: '{name} がアカウントの名前になりました。',
  backToAccount: 'アカウントに戻る',
  lookingUp: 'アカウントの名前を検索中',
  namesFailed: 'アドレスの名前を取得できませんでした',
} satisfies CatalogueTopic<'names'>
