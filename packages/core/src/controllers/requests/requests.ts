import { proxy, ref } from 'valtio'
import type { ChainNamespace } from '../../types/network'

/** A wallet request waiting for the user or the wallet. */
export type PendingRequest = {
  id: number
  method: string
  /** The namespace whose adapter's request policy applies. */
  namespace?: ChainNamespace | undefined
  /** Whether the adapter's request policy makes it wait for the visitor's approval. */
  needsApproval: boolean
  reject: (error: Error) => void
  /** The frozen params the user approves (what is shown is what is sent). */
  params?: unknown
  /** Releases this request only. */
  approve?: () => void
  /**
   * The visitor decides inside the embedded wallet's frame (its own origin), not with the modal's
   * buttons: ApproveTransaction shows the frame for it.
   */
  inFrame?: boolean
}

/** Whether `request` waits for the visitor's decision (the modal's buttons or the frame's). */
export function isAwaitingDecision(request: PendingRequest): boolean {
  return request.approve !== undefined || request.inFrame === true
}

/** The pending wallet requests of one instance. */
export type RequestsState = { pending: PendingRequest[] }

/** Creates an empty request registry. */
export function createRequests(): RequestsState {
  return proxy<RequestsState>({ pending: [] })
}

/** Records a pending request; returns a function that removes it once settled. */
export function addPendingRequest(requests: RequestsState, request: PendingRequest): () => void {
  requests.pending.push(ref(request))
  return () => {
    requests.pending = requests.pending.filter((r) => r.id !== request.id)
  }
}

/**
 * Rejects pending requests and removes them: only the not-safe ones when `onlyNotSafe`, and only
 * those still awaiting the visitor's decision in the modal when `onlyAwaitingDecision`.
 */
export function rejectPendingRequests(
  requests: RequestsState,
  error: Error,
  {
    onlyNotSafe,
    onlyAwaitingDecision = false,
  }: { onlyNotSafe: boolean; onlyAwaitingDecision?: boolean },
): number {
  const toReject = requests.pending.filter(
    (r) => (!onlyNotSafe || r.needsApproval) && (!onlyAwaitingDecision || isAwaitingDecision(r)),
  )
  for (const request of toReject) request.reject(error)
  requests.pending = requests.pending.filter((r) => !toReject.includes(r))
  return toReject.length
}
