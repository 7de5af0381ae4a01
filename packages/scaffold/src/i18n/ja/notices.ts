import type { CatalogueTopic } from '../CatalogueTopic'

/** The notices strings in Japanese; the English file names their use. */
export const notices = {
  'Network Not Found': 'ネットワークが見つかりません',
  'The selected network is not configured for this app.':
    '選択したネットワークはこのアプリで設定されていません。',
  'Invalid App Configuration': 'アプリの設定が無効です',
  'The origin of this page is not on the allowlist of the project.':
    'このページのオリジンはプロジェクトの許可リストに含まれていません。',
  'Embedded Wallet Request Timed Out': '埋め込みウォレットへのリクエストがタイムアウトしました',
  'The embedded wallet did not answer in time.':
    '埋め込みウォレットから時間内に応答がありませんでした。',
  'Network Error - Could not load embedded wallet':
    'ネットワークエラー - 埋め込みウォレットを読み込めませんでした',
  'The embedded wallet frame could not be loaded.':
    '埋め込みウォレットのフレームを読み込めませんでした。',
  'The embedded wallet iframe failed to load.':
    '埋め込みウォレットの iframe の読み込みに失敗しました。',
  'Session Expired': 'セッションの有効期限が切れました',
  'Check your time settings and reconnect.': '時刻の設定を確認して、もう一度接続してください。',
  'Invalid Project ID': 'プロジェクト ID が無効です',
  'The project id is not valid.': 'プロジェクト ID が正しくありません。',
  'Project ID Not Configured': 'プロジェクト ID が設定されていません',
  'Set a project id in the configuration.': '設定でプロジェクト ID を指定してください。',
  'Server Error': 'サーバーエラー',
  'Failed to get App Configuration.': 'アプリの設定を取得できませんでした。',
  'Rate Limited': 'リクエストが制限されています',
  'Too many requests; try again later.':
    'リクエストが多すぎます。しばらくしてからもう一度お試しください。',
  'Unverified Domain': '未確認のドメイン',
  'This domain is not verified for the project.':
    'このドメインはプロジェクトで確認されていません。',
  'Multi-Wallet Not Enabled': 'マルチウォレットが有効になっていません',
  'Token Balance Unavailable': 'トークンの残高を取得できません',
  'Failed to fetch transactions': '取引を取得できませんでした',
  'Error signing message': 'メッセージの署名中にエラーが発生しました',
  'Failed to send': '送信できませんでした',
  'A problem occurred while trying initialize authentication': '認証の開始中に問題が発生しました',
  'Authenticating...': '認証中...',
  'Action not allowed': 'この操作は許可されていません',
  'Insufficient funds for gas and value': 'ガス代と送金額に対して残高が足りません',
  'Invalid address': 'アドレスが無効です',
  'Invalid data: odd-length hex': 'データが無効です: 16 進数の長さが奇数です',
  'The transaction would revert': 'このトランザクションはリバートされます',
  'The nonce was already used': 'この nonce はすでに使用されています',
} satisfies CatalogueTopic<'notices'>
