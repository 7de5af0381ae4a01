import { proxy } from 'valtio'
import { TOAST_SWAP_DELAY_MS } from '../../constants/timeConstants'
import type { Clock } from '../../time/clock'

/** Toast variants (SPEC §4). */
export type ToastVariant = 'loading' | 'success' | 'error'

/** Snackbar state: one toast at a time. */
export type SnackbarState = {
  open: boolean
  message: string
  variant: ToastVariant
  /** A toast waiting out the swap delay. */
  pending: { message: string; variant: ToastVariant } | undefined
}

/** Creates a closed snackbar. */
export function createSnackbar(): SnackbarState {
  return proxy<SnackbarState>({ open: false, message: '', variant: 'success', pending: undefined })
}

/**
 * Shows a toast. A new one while one is open closes it and shows the new one after 150 ms
 * (SPEC §4); the latest request wins.
 */
export function showToast(
  snackbar: SnackbarState,
  clock: Pick<Clock, 'setTimeout'>,
  variant: ToastVariant,
  message: string,
): void {
  if (!snackbar.open && !snackbar.pending) {
    Object.assign(snackbar, { open: true, message, variant })
    return
  }
  const waiting = snackbar.pending !== undefined
  snackbar.open = false
  snackbar.pending = { message, variant }
  if (waiting) return
  clock.setTimeout(() => {
    const next = snackbar.pending
    snackbar.pending = undefined
    if (next) Object.assign(snackbar, { open: true, ...next })
  }, TOAST_SWAP_DELAY_MS)
}

/** Hides the toast. */
export function hideToast(snackbar: SnackbarState): void {
  snackbar.open = false
  snackbar.pending = undefined
}

/** Shows an error toast with the short message, only in debug mode (SPEC §8 'debug toast'). */
export function showDebugToast(
  snackbar: SnackbarState,
  clock: Pick<Clock, 'setTimeout'>,
  debug: boolean,
  error: { shortMessage?: string; message: string },
): boolean {
  if (!debug) return false
  showToast(snackbar, clock, 'error', error.shortMessage ?? error.message)
  return true
}
