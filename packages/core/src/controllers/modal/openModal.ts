import { ModalClosedError } from '../../errors/connectionErrors'
import type { ChainNamespace } from '../../types/network'
import { type ChainState, isActiveConnected, setActiveNetwork } from '../chain/chain'
import { type RequestsState, rejectPendingRequests } from '../requests/requests'
import { push, type RouterState, reset } from '../router/router'
import { type OpenableView, type RouterData, resolveOpenableView, type View } from '../router/views'
import type { ModalState } from './modal'

/** What opening and closing read. */
export type ModalContext = {
  modal: ModalState
  router: RouterState
  chain: ChainState
  requests: RequestsState
  /** Basic WalletConnect mode (no adapter). */
  basic: boolean
  isMobile: boolean
  /** Embedded mode: the modal is part of the page. */
  embedded: boolean
  /** SIWX: whether sign-in is required and whether a session exists. */
  siwxRequired: () => boolean
  hasSiwxSession: () => boolean
}

/**
 * Parameters of {@link openModal}. `view` also takes AppKit's names of the feature panels
 * ('Swap', 'OnRampProviders', 'WalletSend'; see {@link resolveOpenableView}).
 */
export type OpenModalParameters = {
  view?: OpenableView
  data?: RouterData
  namespace?: ChainNamespace
}

/** The view `openModal` starts on when none is given (SPEC §2 'Opening'). */
export function getOpeningView(context: ModalContext): View {
  if (context.basic) return context.isMobile ? 'AllWallets' : 'ConnectingWalletConnectBasic'
  return isActiveConnected(context.chain) ? 'Account' : 'Connect'
}

/**
 * Opens the modal: on an explicit view if given, else Account when connected, else Connect;
 * in basic mode AllWallets on mobile and ConnectingWalletConnectBasic on desktop. Opening a
 * namespace other than the active one switches to its network without confirmation.
 */
export function openModal(context: ModalContext, parameters: OpenModalParameters = {}): void {
  const { chain, router } = context
  if (parameters.namespace && parameters.namespace !== chain.activeNamespace) {
    const state = chain.namespaces[parameters.namespace]
    const target =
      state?.networkState.caipNetwork ??
      chain.networks.find((n) => n.chainNamespace === parameters.namespace)
    if (target) setActiveNetwork(chain, target)
  }
  if (parameters.view) {
    const { view, data } = resolveOpenableView(parameters.view, parameters.data)
    if (context.modal.open) push(router, view, data)
    else reset(router, view, data)
  } else reset(router, getOpeningView(context))
  context.modal.open = true
}

/** True when closing is disabled: in SIWXSignMessage or ApproveTransaction, SIWX required, no session. */
export function isCloseDisabled(context: ModalContext): boolean {
  const view = context.router.view
  if (view !== 'SIWXSignMessage' && view !== 'ApproveTransaction') return false
  return context.siwxRequired() && !context.hasSiwxSession()
}

/**
 * Closes the modal (unless disabled) and resets to Connect; in embedded mode to Account when
 * connected. With an empty transaction stack, pending not-safe requests are rejected; with a
 * non-empty one, those still awaiting a decision in the modal are (a closed modal can never
 * decide them, and a request is never left pending forever). Resolves false when closing was
 * disabled.
 */
export function closeModal(context: ModalContext): boolean {
  if (isCloseDisabled(context)) return false
  const { router, modal } = context
  rejectPendingRequests(context.requests, new ModalClosedError(), {
    onlyNotSafe: true,
    onlyAwaitingDecision: router.transactionStack.length > 0,
  })
  modal.open = false
  modal.loading = false
  modal.error = undefined
  const connected = isActiveConnected(context.chain)
  reset(router, context.embedded && connected ? 'Account' : 'Connect')
  return true
}
