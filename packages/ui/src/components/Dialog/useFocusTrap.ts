import { type RefObject, useEffect } from 'react'
import { getDeepActiveElement, getFocusableElements } from '../../focus/getFocusableElements'

/**
 * While `active`, keeps Tab and Shift+Tab inside `ref` (also when focus has fallen out of it),
 * moves focus into it on start, and gives focus back to the element that had it before when it
 * stops.
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
    // On the document, capturing: Tab is caught even when focus was lost to the page (its
    // element removed by a view change) and when the dialog lives in a shadow root.
    const doc = container.ownerDocument
    doc.addEventListener('keydown', onKeyDown, true)
    return () => {
      doc.removeEventListener('keydown', onKeyDown, true)
      if (previous instanceof HTMLElement && previous.isConnected) previous.focus()
    }
  }, [ref, active])
}
