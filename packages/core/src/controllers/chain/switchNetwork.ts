import { EMBEDDED_LOGIN_NAMESPACES } from '../../constants/networkConstants'
import type { CaipNetwork } from '../../types/network'
import { goBack, push, type RouterState, replace } from '../router/router'
import { getAdapter } from './adapterRegistry'
import { type ChainState, getActiveNetwork, getNamespaceState, setActiveNetwork } from './chain'

/** The namespaces the embedded e-mail/social wallet supports (SPEC §1, core's feature constant). */
export const AUTH_CONNECTOR_NAMESPACES: readonly string[] = EMBEDDED_LOGIN_NAMESPACES

/** What the switch-network rules read. */
export type SwitchNetworkContext = {
  chain: ChainState
  router: RouterState
  /** Skip the confirmation view. */
  skipConfirmation?: boolean
  /** The connector type of the active namespace ('AUTH' for the embedded wallet). */
  connectorType?: string | undefined
}

/** The view the rules chose, or 'none' for the same network. */
export type SwitchNetworkDecision = 'none' | 'SwitchNetwork' | 'SwitchActiveChain'

/**
 * Applies the SPEC §2 'Switching network' rules and pushes the chosen view: same network does
 * nothing; skipped confirmation or the embedded wallet on a supported chain opens
 * SwitchNetwork; connected here, target on another chain without an account there opens
 * SwitchActiveChain; otherwise SwitchNetwork.
 */
export function requestSwitchNetwork(
  context: SwitchNetworkContext,
  target: CaipNetwork,
): SwitchNetworkDecision {
  const { chain, router } = context
  const current = getActiveNetwork(chain)
  if (current?.caipNetworkId === target.caipNetworkId) return 'none'
  const isAuth = context.connectorType === 'AUTH'
  if (
    context.skipConfirmation ||
    (isAuth && AUTH_CONNECTOR_NAMESPACES.includes(target.chainNamespace))
  ) {
    push(router, 'SwitchNetwork', { network: target })
    return 'SwitchNetwork'
  }
  const connectedHere = Boolean(
    current && chain.namespaces[current.chainNamespace]?.accountState.caipAddress,
  )
  const differentChain = current?.chainNamespace !== target.chainNamespace
  const accountThere = Boolean(chain.namespaces[target.chainNamespace]?.accountState.caipAddress)
  if (connectedHere && differentChain && !accountThere) {
    push(router, 'SwitchActiveChain', { network: target, switchToChain: target.chainNamespace })
    return 'SwitchActiveChain'
  }
  push(router, 'SwitchNetwork', { network: target })
  return 'SwitchNetwork'
}

/** Confirms SwitchActiveChain: activates the target, then navigates to Connect with replace. */
export function confirmSwitchActiveChain(
  chain: ChainState,
  router: RouterState,
  target: CaipNetwork,
): void {
  setActiveNetwork(chain, target)
  replace(router, 'Connect')
}

/** Options of {@link switchActiveNetwork}. */
export type SwitchActiveNetworkOptions = {
  /** Whether the modal is open: only then does a failed switch go back one view. */
  modalOpen: boolean
  /** Called when going back finds the history exhausted (closes the modal). */
  onExhausted?: () => void
}

/**
 * Asks the namespace's adapter to switch to `target`; on success the network becomes active.
 * A failed switch rejects with the wallet's error (a 4001 rejection, 'Chain is not supported')
 * and leaves the active network as it was; while the modal is open it also goes back one view
 * (SPEC §2 'A failed switch goes back one view'), a closed modal's router is left alone.
 */
export async function switchActiveNetwork(
  chain: ChainState,
  router: RouterState,
  target: CaipNetwork,
  { modalOpen, onExhausted = () => {} }: SwitchActiveNetworkOptions,
): Promise<void> {
  try {
    const adapter = chain.adapters[target.chainNamespace]
    if (adapter && getNamespaceState(chain, target.chainNamespace).accountState.caipAddress)
      await getAdapter(chain, target.chainNamespace).switchNetwork({ caipNetwork: target })
  } catch (error) {
    if (modalOpen) goBack(router, { isConnected: true, onExhausted })
    throw error
  }
  setActiveNetwork(chain, target)
}

/** What the unsupported-network rule reads. */
export type UnsupportedNetworkContext = {
  /** Network switching disabled by the dapp. */
  switchingDisabled: boolean
  allowUnsupportedChain: boolean
  basic: boolean
}

/**
 * True when an unsupported network must show UnsupportedChain: unless switching is disabled,
 * unsupported chains are allowed, or basic mode is on (SPEC §2).
 */
export function shouldShowUnsupportedChain(context: UnsupportedNetworkContext): boolean {
  return !context.switchingDisabled && !context.allowUnsupportedChain && !context.basic
}
