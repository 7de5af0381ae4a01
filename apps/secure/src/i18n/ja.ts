import type { SecureCatalogue } from './en'

/** apps/secure's strings in Japanese; the English file names their use. */
export const SECURE_JA: SecureCatalogue = {
  frame: {
    pageTitle: 'ウォレットの承認',
    kind_signMessage: 'メッセージに署名',
    kind_signTypedData: '構造化データに署名',
    kind_sendTransaction: 'トランザクションを送信',
    kind_other: 'ウォレットへのリクエスト',
    requestedBy: '{origin} からのリクエスト',
    queue: 'リクエスト {index} / {count}',
    method: 'メソッド',
    label_network: 'ネットワーク',
    label_from: '送信元',
    label_to: '送信先',
    label_amount: '金額',
    label_token: 'トークン',
    label_recipient: '受取人',
    label_spender: '使用者',
    label_allowance: '承認額',
    label_data: 'コントラクトデータ',
    label_gas: 'ガス上限',
    label_message: 'メッセージ',
    label_primaryType: '型',
    label_domain: 'ドメイン',
    label_params: 'パラメーター',
    hiddenCharacters:
      'このリクエストには、非表示の文字または文字の向きを変える文字が含まれています。エスケープして表示しています。',
    secureNotice:
      '{origin} のウォレットが表示しています。サイトがこれを変更したりクリックしたりすることはできません。',
    approve: '承認',
    reject: '拒否',
    working: '署名中…',
  },
  device: {
    title: 'このデバイスを承認',
    body: 'このウォレットが使ったことのないデバイスから {email} へのログインが求められました。ご自身の場合のみ承認してください。',
    approve: 'デバイスを承認',
    approvedTitle: 'デバイスを承認しました',
    approvedBody: 'アプリに戻ってください。ログインコードを {email} に送信しています。',
    invalidTitle: 'このリンクは使用できません',
    invalidBody:
      '無効か、使用済みか、有効期限が切れています。アプリでもう一度ログインしてください。',
  },
  mail: {
    loginSubject: 'ログインコード: {code}',
    loginCode: 'あなたのログインコードは {code} です。',
    codeExpiry:
      '有効期限は {minutes} 分で、一度だけ使えます。心当たりがない場合は、このメールを無視してください。',
    deviceSubject: '新しいデバイスからのログインを承認してください',
    deviceIntro:
      'これまで使われたことのないデバイスから、あなたのウォレットへのログインが求められました。',
    deviceAction: 'ご自身の場合は、このリンクを開いてデバイスを承認してください:',
    deviceExpiry:
      'リンクの有効期限は {minutes} 分で、一度だけ使えます。心当たりがない場合は、このメールを無視してください。リンクを開かない限り何も起こりません。',
    changeSubject: 'メールアドレス変更コード: {code}',
    changeCurrent:
      'あなたのウォレットを別のメールアドレスに移すよう求められました。ご自身であることを確認するため、このコードを入力してください。',
    changeNew:
      'このアドレスをウォレットの新しいメールアドレスとして確認するため、このコードを入力してください。',
    changeCode: 'コードは {code} です。',
  },
  pages: {
    callbackTitle: 'サインイン',
    callbackStatus: 'サインインしています…',
    chooserTitle: 'テスト用サインイン',
    chooserHeading: 'アカウントを選択',
    chooserIntro: 'この開発環境のローカルなテスト用サインインです。',
    chooserButton: '{identity} としてサインイン',
  },
}
