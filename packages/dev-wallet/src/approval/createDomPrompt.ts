import { DEV_WALLET_NAME } from '../announceDevWallet'
import type { ApprovalPrompt } from '../DevWalletTypes'
import { promptStyles } from './promptStyles'

let promptCount = 0

function element<K extends keyof HTMLElementTagNameMap>(
  doc: Document,
  tag: K,
  properties: { id?: string; className?: string; textContent?: string } = {},
): HTMLElementTagNameMap[K] {
  return Object.assign(doc.createElement(tag), properties)
}

/**
 * The 'prompt' mode's dialog: a small `role="dialog"` box (in its own shadow root, so page CSS
 * cannot reach it) with the request's title and details and Reject / Approve buttons. Focus moves
 * to Approve, Tab stays inside, Escape rejects, and focus returns where it was when it closes.
 */
export function createDomPrompt(doc: Document): ApprovalPrompt {
  return (request) =>
    new Promise<boolean>((resolve) => {
      const id = `appkit-dev-wallet-prompt-${++promptCount}`
      const previous = doc.activeElement instanceof HTMLElement ? doc.activeElement : null
      const host = element(doc, 'div')
      host.setAttribute('data-appkit-dev-wallet-prompt', request.method)
      const root = host.attachShadow({ mode: 'open' })
      const style = element(doc, 'style', { textContent: promptStyles })

      const dialog = element(doc, 'div', { className: 'dialog' })
      dialog.setAttribute('role', 'dialog')
      dialog.setAttribute('aria-modal', 'true')
      dialog.setAttribute('aria-labelledby', `${id}-brand ${id}-title`)
      dialog.setAttribute('aria-describedby', `${id}-details`)
      const brand = element(doc, 'p', {
        id: `${id}-brand`,
        className: 'brand',
        textContent: DEV_WALLET_NAME,
      })
      const title = element(doc, 'h2', { id: `${id}-title`, textContent: request.title })
      const details = element(doc, 'ul', { id: `${id}-details` })
      for (const line of request.details) details.append(element(doc, 'li', { textContent: line }))
      const reject = element(doc, 'button', { className: 'reject', textContent: 'Reject' })
      const approve = element(doc, 'button', { className: 'approve', textContent: 'Approve' })
      reject.type = 'button'
      approve.type = 'button'
      const actions = element(doc, 'div', { className: 'actions' })
      actions.append(reject, approve)
      dialog.append(brand, title, details, actions)
      root.append(style, dialog)

      const close = (approved: boolean) => {
        host.remove()
        if (previous?.isConnected) previous.focus()
        resolve(approved)
      }
      reject.addEventListener('click', () => close(false))
      approve.addEventListener('click', () => close(true))
      dialog.addEventListener('keydown', (event) => {
        if (event.key === 'Escape') {
          event.preventDefault()
          close(false)
        } else if (event.key === 'Tab') {
          event.preventDefault()
          ;(root.activeElement === approve ? reject : approve).focus()
        }
      })
      doc.body.append(host)
      approve.focus()
    })
}
