import type { CatalogueTopic } from '../CatalogueTopic'

/** The email strings in Japanese; the English file names their use. */
export const email = {
  title: 'メールでログイン',
  label: 'メールアドレス',
  placeholder: 'メールアドレス',
  submit: '続行',
  sending: 'コードを送信中',
  invalidEmail: '有効なメールアドレスを入力してください。',
  codeSent: '{email} に送信したコードを入力してください。',
  codeLegend: 'ワンタイムコード',
  codeDigit: '{length} 桁中 {position} 桁目',
  verifying: 'コードを確認中',
  connecting: 'メールウォレットを接続中',
  resend: 'コードを再送信',
  changeEmail: '別のメールアドレスを使う',
  cooldown: '{seconds} 秒後にもう一度お試しください',
  tooManyAttempts: '試行回数が多すぎます。{seconds} 秒後にもう一度お試しください。',
  invalidCode: 'コードが正しくありません。メールを確認して、もう一度お試しください。',
  codeExpired: 'コードの有効期限が切れています。新しいコードをリクエストしてください。',
  sendFailed: 'コードを送信できませんでした。もう一度お試しください。',
  failed: 'メールでのログインに失敗しました。もう一度お試しください。',
  frameFailed: 'メールウォレットを読み込めませんでした。',
} satisfies CatalogueTopic<'email'>
