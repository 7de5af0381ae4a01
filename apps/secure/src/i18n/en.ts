/**
 * apps/secure's own strings in English, by what shows them: `frame` (the approval inside the
 * secure frame), `device` (the page the device e-mail's link opens), `mail` (the one-time code,
 * device check and e-mail change e-mails) and `pages` (the social login popup's pages). The
 * secure origin shows only these, never text a dapp sends; the other languages have every key.
 */
export const SECURE_EN = {
  frame: {
    pageTitle: 'Wallet approval',
    kind_signMessage: 'Sign a message',
    kind_signTypedData: 'Sign typed data',
    kind_sendTransaction: 'Send a transaction',
    kind_other: 'Wallet request',
    requestedBy: 'Requested by {origin}',
    queue: 'Request {index} of {count}',
    method: 'Method',
    label_network: 'Network',
    label_from: 'From',
    label_to: 'To',
    label_amount: 'Amount',
    label_token: 'Token',
    label_recipient: 'Recipient',
    label_spender: 'Spender',
    label_allowance: 'Allowance',
    label_data: 'Contract data',
    label_gas: 'Gas limit',
    label_message: 'Message',
    label_primaryType: 'Type',
    label_domain: 'Domain',
    label_params: 'Parameters',
    hiddenCharacters:
      'This request contains hidden or direction-changing characters. They are shown escaped.',
    secureNotice: 'Shown by your wallet at {origin}. The site cannot change or click it.',
    approve: 'Approve',
    reject: 'Reject',
    working: 'Signing…',
  },
  device: {
    title: 'Approve this device',
    body: 'A login to {email} was asked from a device this wallet has not used before. Approve it only if it was you.',
    approve: 'Approve device',
    approvedTitle: 'Device approved',
    approvedBody: 'Go back to the app: your login code is on its way to {email}.',
    invalidTitle: 'This link cannot be used',
    invalidBody:
      'It is invalid, was used already, or has expired. Start the login again in the app.',
  },
  mail: {
    loginSubject: 'Your login code: {code}',
    loginCode: 'Your login code is {code}.',
    codeExpiry:
      'It expires in {minutes} minutes and works once. If you did not ask for it, ignore this e-mail.',
    deviceSubject: 'Approve the login from a new device',
    deviceIntro: 'Someone asked to log in to your wallet from a device it has not used before.',
    deviceAction: 'If it was you, open this link and approve the device:',
    deviceExpiry:
      'The link expires in {minutes} minutes and works once. If it was not you, ignore this e-mail: nothing happens without the link.',
    changeSubject: 'Your e-mail change code: {code}',
    changeCurrent:
      'Someone asked to move your wallet to another e-mail address. Enter this code to confirm it was you.',
    changeNew: 'Enter this code to confirm this address as the new e-mail of your wallet.',
    changeCode: 'Your code is {code}.',
  },
  pages: {
    callbackTitle: 'Signing in',
    callbackStatus: 'Signing in…',
    chooserTitle: 'Test sign-in',
    chooserHeading: 'Choose an account',
    chooserIntro: 'The local test sign-in of this development setup.',
    chooserButton: 'Sign in as {identity}',
  },
} as const

/** A catalogue of apps/secure: every group and key of the English one. */
export type SecureCatalogue = {
  [Group in keyof typeof SECURE_EN]: Record<keyof (typeof SECURE_EN)[Group], string>
}
