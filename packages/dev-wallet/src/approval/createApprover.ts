import type { ApprovalPrompt, ApprovalRequest, DevWalletMode } from '../DevWalletTypes'
import { UserRejectedRequestError } from '../errors/providerErrors'

/** Resolves when the request is approved; throws UserRejectedRequestError (4001) otherwise. */
export type Approver = (request: ApprovalRequest) => Promise<void>

/**
 * Creates the consent step: 'approve' resolves, 'reject' throws 4001, 'prompt' asks `prompt` and
 * throws 4001 on a rejection. Prompts are shown one at a time, in the order they were asked.
 * The mode is read at the moment of each request, so it can change at runtime.
 */
export function createApprover(
  getMode: () => DevWalletMode,
  getPrompt: () => ApprovalPrompt,
): Approver {
  let queue: Promise<unknown> = Promise.resolve()
  return async (request) => {
    const mode = getMode()
    if (mode === 'approve') return
    if (mode === 'reject') throw new UserRejectedRequestError()
    const answer = queue.then(() => getPrompt()(request))
    queue = answer.catch(() => undefined)
    if (!(await answer)) throw new UserRejectedRequestError()
  }
}
