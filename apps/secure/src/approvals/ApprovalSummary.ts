/** The message keys of the frame's catalogue a summary row may be labelled with. */
export type ApprovalLabel =
  | 'network'
  | 'from'
  | 'to'
  | 'amount'
  | 'token'
  | 'recipient'
  | 'spender'
  | 'allowance'
  | 'data'
  | 'gas'
  | 'message'
  | 'primaryType'
  | 'domain'
  | 'params'

/**
 * One line of what is signed: a translated `label` (a catalogue key), or a `field` name taken
 * from the request itself (typed-data fields, shown as they are); `code` shows it monospace.
 */
export type ApprovalRow = { label?: ApprovalLabel; field?: string; value: string; code?: boolean }

/** What the frame shows for a request, written by the server from the request it will sign. */
export type ApprovalSummary = {
  kind: 'signMessage' | 'signTypedData' | 'sendTransaction' | 'other'
  method: string
  rows: ApprovalRow[]
}
