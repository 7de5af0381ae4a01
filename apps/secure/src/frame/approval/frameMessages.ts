/**
 * The frame's own strings (English), by key. The frame shows only its own catalogues, never text
 * a dapp sends: what the visitor reads about a request comes from the secure origin.
 */
export const FRAME_MESSAGES_EN = {
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
} as const

/** A key of the frame's catalogue. */
export type FrameMessageKey = keyof typeof FRAME_MESSAGES_EN

/** A catalogue of the frame: every key of the English one. */
export type FrameCatalogue = Record<FrameMessageKey, string>

/** The frame's catalogues by language tag; English is the fallback. */
export const FRAME_CATALOGUES: Readonly<Record<string, FrameCatalogue>> = { en: FRAME_MESSAGES_EN }
