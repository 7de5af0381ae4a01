import type { AppKitCore } from '../client/createAppKitCore'
import { isAwaitingDecision } from '../controllers/requests/requests'
import {
  popTransactionStack,
  type TransactionOutcome,
  type TransactionStackContext,
} from '../controllers/router/transactionStack'

/**
 * Ends the transaction-stack step of one approval. While other requests still await approval,
 * only this step's entry is dropped and the ApproveTransaction view stays for them (a queued
 * request is never left without its view); otherwise the stack pops or the modal closes
 * (SPEC §2 'on success or error the stack pops or the modal closes').
 */
export function finishApprovalStep(
  core: AppKitCore,
  context: TransactionStackContext,
  outcome: TransactionOutcome,
  error?: unknown,
): void {
  if (core.requests.pending.some(isAwaitingDecision)) {
    core.router.transactionStack.pop()
    return
  }
  popTransactionStack(core.router, context, outcome, error)
}
