import type { AppKitCore } from '../client/createAppKitCore'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants/limitConstants'
import { isActiveConnected } from '../controllers/chain/chain'
import type { FrameMessenger } from '../controllers/frame/frameMessenger'
import { addPendingRequest } from '../controllers/requests/requests'
import { pushTransactionStack } from '../controllers/router/router'
import { showToast } from '../controllers/snackbar/snackbar'
import { FrameRequestError } from '../errors/frameErrors'
import { isUserRejection } from '../errors/isUserRejection'
import { TooManyPendingRequestsError } from '../errors/TooManyPendingRequestsError'
import type { ChainNamespace } from '../types/network'
import { classifyRequest } from './approvalFlow'
import { handleDisallowedRpc } from './disallowedRpcFlow'
import { finishApprovalStep } from './finishApprovalStep'
import { close, open } from './modalFlow'

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/** Sends one wallet request of the embedded wallet (see {@link createEmbeddedRequest}). */
export type EmbeddedRequest = (method: string, params?: unknown) => Promise<unknown>

/**
 * The one entry of every request to the embedded wallet (any namespace, any method), under the
 * request policy of `namespace`'s adapter: a safe method goes to the frame at once; a method in
 * neither list is refused ('Requested RPC call is not allowed', UI 'Action not allowed', SPEC
 * §6); every other one (SPEC §6's not-safe list, whatever the namespace) waits in
 * ApproveTransaction, which shows the secure site's frame: the frame shows what is signed and takes
 * the visitor's Approve or Reject (4001) itself, where the page's scripts cannot click, and its
 * server signs only with the approval that click obtained. At most 99 requests wait (SPEC §9);
 * closing the modal rejects the waiting ones and aborts them in the frame (RPC_ABORT). The
 * wallet's refusal of an approved request (insufficient funds, a revert ...) shows as an error toast.
 */
export function createEmbeddedRequest(
  core: AppKitCore,
  messenger: Pick<FrameMessenger, 'request'>,
  namespace: ChainNamespace,
): EmbeddedRequest {
  let sequence = 0
  return async (method, params) => {
    const kind = classifyRequest(core, { method, namespace })
    if (kind === 'disallowed') throw await handleDisallowedRpc(core, method)
    if (kind === 'safe') return messenger.request('RPC_REQUEST', { method, params })
    if (core.requests.pending.length >= PENDING_TRANSACTIONS_LIMIT)
      throw new TooManyPendingRequestsError(PENDING_TRANSACTIONS_LIMIT)
    const frozen = deepFreeze(structuredClone(params))
    let refuse!: (error: Error) => void
    const refused = new Promise<never>((_resolve, reject) => {
      refuse = reject
    })
    refused.catch(() => {})
    const remove = addPendingRequest(core.requests, {
      id: ++sequence,
      method,
      namespace,
      needsApproval: true,
      inFrame: true,
      params: frozen,
      reject: (error) => {
        refuse(error)
        // The frame stops showing it (the visitor can no longer approve a closed request).
        messenger.request('RPC_ABORT').catch(() => {})
      },
    })
    pushTransactionStack(core.router, {})
    await open(core, { view: 'ApproveTransaction' })
    const context = { isConnected: isActiveConnected(core.chain), close: () => void close(core) }
    try {
      const result = await Promise.race([
        messenger.request('RPC_REQUEST', { method, params: frozen }),
        refused,
      ])
      remove()
      finishApprovalStep(core, context, 'success')
      return result
    } catch (error) {
      remove()
      const rejected = isUserRejection(error)
      finishApprovalStep(core, context, rejected ? 'cancel' : 'error', error)
      // The wallet's reason (insufficient funds, invalid address, a revert ...) as an error toast.
      if (!rejected && error instanceof FrameRequestError && error.details)
        showToast(core.snackbar, core.services.clock, 'error', error.details)
      throw error
    }
  }
}
