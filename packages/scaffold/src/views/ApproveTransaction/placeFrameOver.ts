/**
 * Shows the embedded wallet's frame exactly over `slot` (a box in the modal): fixed at the slot's
 * rectangle, followed every animation frame (the modal animates and the page may scroll), above
 * the modal's layer, reachable by assistive technology with `title`. The frame stays where it was
 * added to the page (moving it would reload it). Returns the function that hides it again.
 */
export function placeFrameOver(
  frame: HTMLIFrameElement,
  slot: HTMLElement,
  title: string,
): () => void {
  const before = {
    style: frame.style.cssText,
    ariaHidden: frame.getAttribute('aria-hidden'),
    tabIndex: frame.tabIndex,
    title: frame.title,
  }
  const view = slot.ownerDocument.defaultView ?? window
  const layer = Number.parseInt(view.getComputedStyle(slot).getPropertyValue('--ak-z-index'), 10)
  const zIndex = (Number.isFinite(layer) ? layer : 999) + 2
  let shown = ''
  let raf = 0
  const place = () => {
    const r = slot.getBoundingClientRect()
    const style = `position:fixed;left:${r.left}px;top:${r.top}px;width:${r.width}px;height:${r.height}px;border:0;margin:0;padding:0;z-index:${zIndex};visibility:visible;opacity:1;transform:none`
    if (style !== shown) {
      frame.style.cssText = style
      shown = style
    }
    raf = view.requestAnimationFrame(place)
  }
  place()
  frame.removeAttribute('aria-hidden')
  frame.tabIndex = 0
  frame.title = title
  return () => {
    view.cancelAnimationFrame(raf)
    frame.style.cssText = before.style
    if (before.ariaHidden === null) frame.removeAttribute('aria-hidden')
    else frame.setAttribute('aria-hidden', before.ariaHidden)
    frame.tabIndex = before.tabIndex
    frame.title = before.title
  }
}
