import { createRoot } from 'react-dom/client'
import type { AppKit } from '../client/AppKit'
import { displayLocale } from '../i18n/displayLocale'
import { en } from '../i18n/en/index'
import { completeCatalogue } from '../i18n/translate'
import { ModalHost } from './ModalHost'
import { MODAL_HOST_TAG } from './modalHostTag'

// The view registry's lookup, reached through this chunk by preloadModal (the page's first load
// carries the Connect view's loader only).
export { getViewLoader } from '../views/getViewLoader'

function defineHostElement(): void {
  if (customElements.get(MODAL_HOST_TAG)) return
  customElements.define(MODAL_HOST_TAG, class AppKitModalElement extends HTMLElement {})
}

/**
 * Adds the modal to the page: an `<appkit-modal>` element appended to `document.body`, an open
 * shadow root (the page's CSS cannot reach inside), and a React root of its own in it; the kit's
 * styles are hoisted into the shadow root; the instance's messages gain the modal's strings (English
 * where the language's catalogue, applied before, left a gap).
 * Returns the function that removes it all.
 */
export function mountModalHost(appKit: AppKit): () => void {
  completeCatalogue(appKit.t, en)
  defineHostElement()
  const element = document.createElement(MODAL_HOST_TAG)
  element.setAttribute('lang', displayLocale(appKit.options.locale, appKit.lifecycle.locale))
  document.body.appendChild(element)
  const shadow = element.attachShadow({ mode: 'open' })
  const container = document.createElement('div')
  shadow.appendChild(container)
  const root = createRoot(container)
  root.render(<ModalHost appKit={appKit} />)
  return () => {
    root.unmount()
    element.remove()
  }
}
