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
  deviceSent:
    'このデバイスは {email} では初めてです。そのアドレスに送ったリンクを開き、このデバイスを承認してください。',
  deviceWaiting: '承認を待っています',
  deviceExpired: 'リンクの有効期限が切れました。新しいリンクを依頼してください。',
  updateIntro:
    'このウォレットの新しいメールアドレスを入力してください。コードはまず {email} に、次に新しいアドレスに送られます。',
  updateLabel: '新しいメールアドレス',
  updateCurrentCode:
    'このウォレットの現在のメールアドレス {email} に送られたコードを入力してください。',
  updateNewCode: '新しいメールアドレス {email} に送られたコードを入力してください。',
  updateDone: 'このウォレットのメールアドレスは {email} になりました。',
  updateBack: 'アカウントに戻る',
  updateSame: 'これはすでにこのウォレットのメールアドレスです。',
  updateInUse: 'このメールアドレスはすでに使われています。',
  updateExpired: '変更の有効期限が切れました。最初からやり直してください。',
  updateFailed: 'メールアドレスを変更できませんでした。もう一度お試しください。',
} satisfies CatalogueTopic<'email'>
