import { type RefObject, useEffect } from 'react'
import { getDeepActiveElement, getFocusableElements } from '../../focus/getFocusableElements'

/**
 * While `active`, keeps Tab and Shift+Tab inside `ref`, moves focus into it on start, and gives
 * focus back to the element that had it before when it stops.
 */
export function useFocusTrap(ref: RefObject<HTMLElement | null>, active: boolean): void {
  useEffect(() => {
    const container = ref.current
    if (!active || !container) return
    const previous = getDeepActiveElement()
    const first = getFocusableElements(container)[0]
    ;(first ?? container).focus()

    function onKeyDown(event: KeyboardEvent) {
      if (event.key !== 'Tab' || !container) return
      const focusable = getFocusableElements(container)
      const head = focusable[0]
      const tail = focusable[focusable.length - 1]
      if (!head || !tail) {
        event.preventDefault()
        return
      }
      const current = getDeepActiveElement()
      const inside = current instanceof Node && container.contains(current)
      if (event.shiftKey && (current === head || !inside)) {
        event.preventDefault()
        tail.focus()
      } else if (!event.shiftKey && (current === tail || !inside)) {
        event.preventDefault()
        head.focus()
      }
    }
    container.addEventListener('keydown', onKeyDown)
    return () => {
      container.removeEventListener('keydown', onKeyDown)
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [ref, active])
}
