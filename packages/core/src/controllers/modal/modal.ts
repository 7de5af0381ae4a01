import { proxy } from 'valtio'
import { MODAL_SHAKE_MS } from '../../constants/timeConstants'

/** Modal state: open, loading and shake flags (SPEC §4 'Modal'). */
export type ModalState = {
  open: boolean
  loading: boolean
  shake: boolean
  /** An error the open view shows (e.g. 'Action not allowed'). */
  error: string | undefined
}

/** Creates a closed modal. */
export function createModal(): ModalState {
  return proxy<ModalState>({ open: false, loading: false, shake: false, error: undefined })
}

/** Sets the loading flag. */
export function setModalLoading(modal: ModalState, loading: boolean): void {
  modal.loading = loading
}

/** Shakes the modal for 500 ms using the injected timer. */
export function shakeModal(
  modal: ModalState,
  setTimer: (fn: () => void, ms: number) => unknown,
): void {
  if (modal.shake) return
  modal.shake = true
  setTimer(() => {
    modal.shake = false
  }, MODAL_SHAKE_MS)
}
