import { proxy, ref } from 'valtio'
import type { RouterData, TransactionAction, View } from './views'

export { resolveOpenableView } from './views'

/** Router state: the current view, its history and the transaction stack (SPEC §2). */
export type RouterState = {
  view: View
  history: View[]
  data: RouterData | undefined
  transactionStack: TransactionAction[]
  /** Who {@link subscribeToPushes} registered. */
  pushListeners: Set<PushListener>
}

/** Called at once on each {@link push}: the view pushed, its data and the view it left. */
export type PushListener = (view: View, data: RouterData | undefined, from: View) => void

/** Creates one router: starts on Connect with a one-view history. */
export function createRouter(): RouterState {
  return proxy<RouterState>({
    view: 'Connect',
    history: ['Connect'],
    data: undefined,
    transactionStack: [],
    pushListeners: ref(new Set<PushListener>()),
  })
}

/** Pushes `view` (a no-op when it is already the current view). */
export function push(router: RouterState, view: View, data?: RouterData): void {
  if (view === router.view) return
  const from = router.view
  router.view = view
  router.history.push(view)
  router.data = data
  for (const listener of [...router.pushListeners]) listener(view, data, from)
}

/**
 * Calls `listener` on every {@link push} from now on, synchronously (several pushes in one
 * tick are several calls); replace, reset and going back are not pushes. Returns the stop.
 */
export function subscribeToPushes(router: RouterState, listener: PushListener): () => void {
  router.pushListeners.add(listener)
  return () => {
    router.pushListeners.delete(listener)
  }
}

/** Replaces the current view with `view`. */
export function replace(router: RouterState, view: View, data?: RouterData): void {
  router.history[router.history.length - 1] = view
  router.view = view
  router.data = data
}

/** Resets history to the single view `view`. */
export function reset(router: RouterState, view: View, data?: RouterData): void {
  router.view = view
  router.history = [view]
  router.data = data
}

/** Options of {@link goBack}. */
export type GoBackParameters = {
  /** Whether an account is connected on the active namespace. */
  isConnected: boolean
  /** Called when the history is exhausted (closes the modal). */
  onExhausted: () => void
}

/**
 * Goes back one view. With nothing to go back to, closes the modal; going back from
 * Connect while an account is connected shows Account (SPEC §2 'Navigation').
 */
export function goBack(router: RouterState, { isConnected, onExhausted }: GoBackParameters): void {
  if (router.history.length > 1) {
    router.history.pop()
    router.view = router.history[router.history.length - 1] as View
    router.data = undefined
    return
  }
  if (router.view === 'Connect' && isConnected) {
    reset(router, 'Account')
    return
  }
  onExhausted()
}

/** Goes back to the history entry at `index` (no-op when out of range). */
export function goBackToIndex(router: RouterState, index: number): void {
  if (index < 0 || index >= router.history.length) return
  router.history = router.history.slice(0, index + 1)
  router.view = router.history[index] as View
  router.data = undefined
}

/** Pushes a transaction step onto the stack. */
export function pushTransactionStack(router: RouterState, action: TransactionAction): void {
  router.transactionStack.push(action)
}
