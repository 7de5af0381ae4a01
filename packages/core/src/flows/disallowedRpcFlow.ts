import type { AppKitCore } from '../client/createAppKitCore'
import { DISALLOWED_RPC_ERROR_DELAY_MS } from '../constants/timeConstants'
import { rejectPendingRequests } from '../controllers/requests/requests'
import { RpcMethodNotAllowedError } from '../errors/providerErrors'
import { open } from './modalFlow'

/** The UI text of a disallowed call (SPEC §6). */
export const ACTION_NOT_ALLOWED = 'Action not allowed'

/**
 * A disallowed RPC call: the modal opens, the UI error shows after 300 ms and the pending
 * requests are rejected with 'Requested RPC call is not allowed' (SPEC §8). Returns the error.
 */
export async function handleDisallowedRpc(
  core: AppKitCore,
  method: string,
): Promise<RpcMethodNotAllowedError> {
  const error = new RpcMethodNotAllowedError(method)
  rejectPendingRequests(core.requests, error, { onlyNotSafe: false })
  await open(core)
  core.services.clock.setTimeout(() => {
    core.modal.error = ACTION_NOT_ALLOWED
  }, DISALLOWED_RPC_ERROR_DELAY_MS)
  return error
}
