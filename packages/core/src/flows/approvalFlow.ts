import type { AppKitCore } from '../client/createAppKitCore'
import { PENDING_TRANSACTIONS_LIMIT } from '../constants/limitConstants'
import { getActiveNetwork, isActiveConnected } from '../controllers/chain/chain'
import { addPendingRequest } from '../controllers/requests/requests'
import { pushTransactionStack } from '../controllers/router/router'
import { ChainDisconnectedError, UserRejectedRequestError } from '../errors/providerErrors'
import { TooManyPendingRequestsError } from '../errors/TooManyPendingRequestsError'
import type { ChainNamespace } from '../types/network'
import { handleDisallowedRpc } from './disallowedRpcFlow'
import { finishApprovalStep } from './finishApprovalStep'
import { close, open } from './modalFlow'
import { reportFlowError } from './reportFlowError'

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const inner of Object.values(value)) deepFreeze(inner)
  }
  return value
}

/**
 * A wallet request that may need the user's approval; `namespace` names the adapter whose
 * request policy decides (the active namespace when left out).
 */
export type ApprovalRequest<P> = {
  id: number
  method: string
  params: P
  namespace?: ChainNamespace
}

/**
 * How the policy of the request's adapter classes a method: 'safe' (runs at once),
 * 'approval' (waits in the modal) or 'disallowed' (in neither list, or no adapter).
 */
export function classifyRequest(
  core: AppKitCore,
  request: { method: string; namespace?: ChainNamespace | undefined },
): 'safe' | 'approval' | 'disallowed' {
  const namespace = request.namespace ?? core.chain.activeNamespace
  const policy = namespace ? core.chain.adapters[namespace]?.requestPolicy : undefined
  if (policy?.approvalMethods.includes(request.method)) return 'approval'
  if (policy?.safeMethods.includes(request.method)) return 'safe'
  return 'disallowed'
}

/**
 * Runs a wallet request under its adapter's request policy. A method that is neither safe nor
 * not-safe is disallowed ('Requested RPC call is not allowed', SPEC §5). Safe methods run at once. Not-safe ones (SPEC §6) wait in the
 * ApproveTransaction view: params are deep-cloned and frozen at approval time (what is shown
 * is what is sent), only this request id is released by {@link approveRequest}, and on
 * success or error the transaction stack pops or the modal closes (SPEC §2). A wallet error is
 * shown as the alert it maps to (SPEC §8) and reported.
 */
export async function runWithApproval<P, T>(
  core: AppKitCore,
  request: ApprovalRequest<P>,
  execute: (params: P) => Promise<T>,
): Promise<T> {
  const kind = classifyRequest(core, request)
  if (kind === 'disallowed') throw await handleDisallowedRpc(core, request.method)
  if (kind === 'safe') return execute(request.params)
  if (core.requests.pending.length >= PENDING_TRANSACTIONS_LIMIT)
    throw new TooManyPendingRequestsError(PENDING_TRANSACTIONS_LIMIT)
  const params = deepFreeze(structuredClone(request.params))
  const chainAtRequest = getActiveNetwork(core.chain)?.caipNetworkId
  let release!: () => void
  let refuse!: (error: Error) => void
  const decision = new Promise<void>((resolve, reject) => {
    release = resolve
    refuse = reject
  })
  // A decision may come while the modal is still opening; it is awaited below.
  decision.catch(() => {})
  const remove = addPendingRequest(core.requests, {
    id: request.id,
    method: request.method,
    namespace: request.namespace ?? core.chain.activeNamespace,
    needsApproval: true,
    params,
    approve: release,
    reject: refuse,
  })
  pushTransactionStack(core.router, {})
  await open(core, { view: 'ApproveTransaction' })
  const context = { isConnected: isActiveConnected(core.chain), close: () => void close(core) }
  try {
    await decision
  } catch (error) {
    remove()
    finishApprovalStep(core, context, 'cancel')
    throw error
  }
  remove()
  if (getActiveNetwork(core.chain)?.caipNetworkId !== chainAtRequest) {
    // Never re-target a request to another chain (HOSTILE H): reject it as 4901.
    const error = new ChainDisconnectedError()
    finishApprovalStep(core, context, 'error', error)
    throw error
  }
  try {
    const result = await execute(params)
    finishApprovalStep(core, context, 'success')
    return result
  } catch (error) {
    finishApprovalStep(core, context, 'error', error)
    void reportFlowError(core, error, { category: 'PROVIDER_ERROR' })
    throw error
  }
}

/** Approves one pending request by id (the others keep waiting). Resolves whether it existed. */
export function approveRequest(core: AppKitCore, id: number): boolean {
  const request = core.requests.pending.find((r) => r.id === id)
  request?.approve?.()
  return Boolean(request)
}

/** Rejects one pending request by id as a user rejection. Resolves whether it existed. */
export function rejectRequest(core: AppKitCore, id: number): boolean {
  const request = core.requests.pending.find((r) => r.id === id)
  request?.reject(new UserRejectedRequestError())
  return Boolean(request)
}

/**
 * Runs a JSON-RPC batch: every element goes through {@link runWithApproval}, so a not-safe
 * element still needs approval and a disallowed one rejects the batch (HOSTILE G).
 */
export async function runBatchWithApproval<P, T>(
  core: AppKitCore,
  requests: readonly ApprovalRequest<P>[],
  execute: (request: ApprovalRequest<P>, params: P) => Promise<T>,
): Promise<T[]> {
  const results: T[] = []
  for (const request of requests)
    results.push(await runWithApproval(core, request, (params) => execute(request, params)))
  return results
}
