import type { ProposalTypes, SessionTypes } from '@walletconnect/types'
import type { FormattedRequest } from './formatSigningRequest'
import type { NamespaceRequest } from './readNamespaceRequest'
import type { SigningRequest } from './readSigningRequest'

/** A session proposal waiting for Approve or Reject. */
export type PendingProposal = { readonly id: number; readonly params: ProposalTypes.Struct }

/** A signing request waiting for Approve or Reject, frozen as it was shown. */
export type PendingRequest = {
  readonly id: number
  readonly topic: string
  readonly chainId: number
  readonly dappName: string
  readonly request: SigningRequest | NamespaceRequest
  readonly formatted: FormattedRequest
}

/** Everything the page shows; replaced (never mutated) on each change. */
export type WalletSnapshot = {
  readonly accountIndex: number
  readonly chainId: number
  readonly proposals: readonly PendingProposal[]
  readonly requests: readonly PendingRequest[]
  readonly sessions: readonly SessionTypes.Struct[]
  /** What happened, oldest first (pairing, approvals, hashes, errors). */
  readonly activity: readonly string[]
  /** Why the last pairing attempt failed, if it did. */
  readonly pairError?: string | undefined
}
