import { createContext } from 'react'

/** Where the styles of the components under one ThemeRoot go when React does not hoist them. */
export type StyleScope = {
  /** Puts the `<style data-href={href}>` holding `css` into the scope's root node, once. */
  add(href: string, css: string): void
  /** The ref of the element the scope belongs to: its root node (document or shadow root) is the target. */
  attach(element: Element | null): void
}

/** The sheet container of a root node: a shadow root itself, the document's `<head>`. */
function sheetContainerOf(element: Element): ParentNode {
  const root = element.getRootNode()
  return 'host' in root ? (root as ShadowRoot) : element.ownerDocument.head
}

/** Adds a `<style data-href>` to `container` unless one with that href is already there. */
export function insertStyle(container: ParentNode, href: string, css: string): void {
  const present = container.querySelector<HTMLStyleElement>(`style[data-href="${href}"]`)
  if (present) {
    if (present.textContent !== css) present.textContent = css
    return
  }
  const style = document.createElement('style')
  style.dataset.href = href
  style.textContent = css
  container.append(style)
}

/**
 * A scope that waits for its element (children's styles are added before the parent's ref is
 * set) and then writes every style into that element's root node, the way React 19 hoists.
 */
export function createStyleScope(): StyleScope {
  let container: ParentNode | undefined
  const waiting = new Map<string, string>()
  return {
    add(href, css) {
      if (container) insertStyle(container, href, css)
      else waiting.set(href, css)
    },
    attach(element) {
      if (!element) return
      container = sheetContainerOf(element)
      for (const [href, css] of waiting) insertStyle(container, href, css)
      waiting.clear()
    },
  }
}

/** The scope of the nearest ThemeRoot (none outside one: the styles go to the document's head). */
export const StyleScopeContext = createContext<StyleScope | undefined>(undefined)
