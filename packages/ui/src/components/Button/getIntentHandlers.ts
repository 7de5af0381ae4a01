/** The events on which a button calls its `onIntent`. */
export type IntentHandlers = {
  onPointerEnter?: () => void
  onFocus?: () => void
  onPointerDown?: () => void
  onTouchStart?: () => void
}

/**
 * The handlers that call `onIntent` when the visitor is about to press a button: the pointer
 * enters it, it gains focus, a finger touches it, or it is pressed (before the click). None
 * without `onIntent`.
 */
export function getIntentHandlers(onIntent: (() => void) | undefined): IntentHandlers {
  if (!onIntent) return {}
  return {
    onPointerEnter: onIntent,
    onFocus: onIntent,
    onPointerDown: onIntent,
    onTouchStart: onIntent,
  }
}
