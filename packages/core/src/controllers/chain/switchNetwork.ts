import { isFeatureSupported } from '../../constants/namespaceFeatures'
import type { CaipNetwork } from '../../types/network'
import { push, type RouterState, replace } from '../router/router'
import { type ChainState, getActiveNetwork, setActiveNetwork } from './chain'

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
  if (context.skipConfirmation || (isAuth && isFeatureSupported('embeddedLogin', target))) {
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
