import { goBack, type RouterState } from './router'

/** What the router needs to finish a transaction step. */
export type TransactionStackContext = { isConnected: boolean; close: () => void }

/** How a transaction step ended. */
export type TransactionOutcome = 'success' | 'error' | 'cancel'

/**
 * Pops the transaction stack: runs the step's callback for `outcome` (which navigates), or
 * goes back one view when it has none; with an empty stack the modal closes (SPEC §2).
 */
export function popTransactionStack(
  router: RouterState,
  context: TransactionStackContext,
  outcome: TransactionOutcome,
  error?: unknown,
): void {
  const action = router.transactionStack.pop()
  if (!action) {
    context.close()
    return
  }
  const back = () =>
    goBack(router, { isConnected: context.isConnected, onExhausted: context.close })
  if (outcome === 'success') (action.onSuccess ?? back)()
  else if (outcome === 'error') action.onError ? action.onError(error) : back()
  else (action.onCancel ?? back)()
}
