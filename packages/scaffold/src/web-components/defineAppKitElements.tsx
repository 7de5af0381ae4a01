import type { ComponentType } from 'react'
import { createRoot, type Root } from 'react-dom/client'
import { displayLocale } from '../i18n/displayLocale'
import { AppKitProvider } from '../react/AppKitProvider'
import { AccountButton } from '../react/buttons/AccountButton'
import { AppKitButton } from '../react/buttons/AppKitButton'
import { ConnectButton } from '../react/buttons/ConnectButton'
import { NetworkButton } from '../react/buttons/NetworkButton'
import { getCurrentAppKit, watchCurrentAppKit } from '../react/currentAppKit'
import { APPKIT_ELEMENT_TAGS, type AppKitElementTag } from './appKitElementTags'
import { ELEMENT_ATTRIBUTES, type ElementProps, readElementProps } from './readElementProps'

const BUTTONS: Record<AppKitElementTag, ComponentType<ElementProps>> = {
  [APPKIT_ELEMENT_TAGS.button]: AppKitButton,
  [APPKIT_ELEMENT_TAGS.connectButton]: ConnectButton,
  [APPKIT_ELEMENT_TAGS.accountButton]: AccountButton,
  // The network button takes none of the attributes.
  [APPKIT_ELEMENT_TAGS.networkButton]: () => <NetworkButton />,
}

/**
 * The class of one element: an open shadow root (the page's CSS cannot reach inside) holding a
 * React root that renders `Button` for the last instance createAppKit made, with the element's
 * attributes as props. Built on demand: `HTMLElement` does not exist on a server.
 */
function makeElementClass(Button: ComponentType<ElementProps>): CustomElementConstructor {
  return class AppKitButtonElement extends HTMLElement {
    static observedAttributes = [...ELEMENT_ATTRIBUTES]
    #root: Root | undefined
    #container: HTMLElement | undefined
    #stopWatching: (() => void) | undefined

    connectedCallback(): void {
      if (this.#root) return
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' })
      const container = document.createElement('div')
      shadow.replaceChildren(container)
      this.#container = container
      this.#root = createRoot(container)
      this.#stopWatching = watchCurrentAppKit(() => this.#render())
      this.#render()
    }

    attributeChangedCallback(): void {
      this.#render()
    }

    disconnectedCallback(): void {
      // A move (removed then added in the same task) keeps its root.
      queueMicrotask(() => {
        if (this.isConnected || !this.#root) return
        this.#stopWatching?.()
        this.#root.unmount()
        this.#root = undefined
        this.#stopWatching = undefined
      })
    }

    #render(): void {
      const root = this.#root
      if (!root) return
      const appKit = getCurrentAppKit()
      if (!appKit) {
        root.render(null)
        return
      }
      this.#container?.setAttribute(
        'lang',
        displayLocale(appKit.options.locale, appKit.lifecycle.locale),
      )
      root.render(
        <AppKitProvider instance={appKit}>
          <Button {...readElementProps(this)} />
        </AppKitProvider>,
      )
    }
  }
}

/**
 * Defines `<appkit-button>`, `<appkit-connect-button>`, `<appkit-account-button>` and
 * `<appkit-network-button>` for pages without React: the same buttons as the React ones, for the
 * last instance createAppKit made (an element placed before it renders once it is), following
 * its theme and locale. Attributes: `label`, `loading-label` (or `loadingLabel`), `size`
 * (`md`|`sm`), `balance` (`show`|`hide`), `namespace`. Does nothing on a server (no
 * `customElements`) and leaves a tag another script defined alone, so calling it twice is safe.
 *
 * @example
 * // defineAppKitElements comes from the package's `web-components` entry
 * createAppKit({ ... })
 * defineAppKitElements() // then <appkit-button></appkit-button> anywhere in the page
 */
export function defineAppKitElements(): void {
  if (typeof customElements === 'undefined' || typeof HTMLElement === 'undefined') return
  for (const [tag, Button] of Object.entries(BUTTONS)) {
    if (!customElements.get(tag)) customElements.define(tag, makeElementClass(Button))
  }
}
