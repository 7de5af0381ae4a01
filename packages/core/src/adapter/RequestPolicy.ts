import type { CaipNetwork } from '../types/network'

/** The heading of an approval: what kind of request the visitor approves. */
export type RequestSummaryKind =
  | 'signMessage'
  | 'signTypedData'
  | 'sendTransaction'
  | 'sendCalls'
  | 'permissions'
  | 'userOperation'
  | 'solanaTransaction'
  | 'other'

/** One labelled line of an approval summary: a label key of the approval view's catalogue. */
export type RequestSummaryRow = {
  label: 'message' | 'to' | 'value' | 'data' | 'typedData' | 'contract' | 'calls' | 'params'
  /** Raw text (the view escapes it). */
  value: string
  /** Shown in a monospace block (addresses, hex, JSON). */
  code?: boolean
  /** A count for 'data' (bytes) or 'calls'. */
  count?: number
}

/** What the approval view shows for one request. */
export type RequestSummary = { kind: RequestSummaryKind; rows: RequestSummaryRow[] }

/**
 * An adapter's wallet-request policy (SPEC §6): the methods that need no approval, the ones
 * that wait for the visitor's approval in the modal, and how the approval view summarises a
 * request. A method in neither list is refused ('Requested RPC call is not allowed').
 */
export type RequestPolicy = {
  readonly safeMethods: readonly string[]
  readonly approvalMethods: readonly string[]
  /**
   * Summarises a pending request; without it the view shows the params as JSON. It may load its
   * code on demand (a promise), so the summariser stays out of the page's first load.
   */
  summarize?: (request: {
    method: string
    params: unknown
    caipNetwork: CaipNetwork | undefined
  }) => RequestSummary | Promise<RequestSummary>
}
