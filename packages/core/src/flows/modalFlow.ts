import type { AppKitCore } from '../client/createAppKitCore'
import { getActiveAccount } from '../controllers/chain/chain'
import {
  markModalOpened,
  sendEvent,
  trackEvent,
  trackInBackground,
} from '../controllers/events/events'
import {
  closeModal,
  type ModalContext,
  type OpenModalParameters,
  openModal,
} from '../controllers/modal/openModal'
import { eventsContext } from './eventsContext'

/** The modal context of an instance. */
export function getModalContext(core: AppKitCore): ModalContext {
  return {
    modal: core.modal,
    router: core.router,
    chain: core.chain,
    requests: core.requests,
    basic: core.basic,
    isMobile: core.services.platform.isMobile,
    embedded: core.options.embedded ?? false,
    siwxRequired: () => Boolean(core.options.siwx?.required),
    hasSiwxSession: () => core.siwx.hasSession,
  }
}

function isConnected(core: AppKitCore): boolean {
  return Boolean(getActiveAccount(core.chain)?.caipAddress)
}

/** Opens the modal (SPEC §2 rules), marks the first open and sends MODAL_OPEN `{ connected, view }`. */
export async function open(core: AppKitCore, parameters: OpenModalParameters = {}): Promise<void> {
  openModal(getModalContext(core), parameters)
  const context = eventsContext(core)
  const properties = { connected: isConnected(core), view: core.router.view }
  // In the background: a slow analytics server never holds back the caller of open().
  trackInBackground(
    context,
    markModalOpened(context).then(() => sendEvent(context, { event: 'MODAL_OPEN', properties })),
  )
}

/** Closes the modal (SPEC §2 rules) and sends MODAL_CLOSE `{ connected }`; false when closing is disabled. */
export async function close(core: AppKitCore): Promise<boolean> {
  const closed = closeModal(getModalContext(core))
  if (closed)
    trackEvent(eventsContext(core), {
      event: 'MODAL_CLOSE',
      properties: { connected: isConnected(core) },
    })
  return closed
}
