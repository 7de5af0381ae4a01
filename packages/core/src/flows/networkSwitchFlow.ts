import { hasCapability } from '../adapter/ChainAdapter'
import { formatCaipAddress } from '../caip/caipAddressParts'
import type { AppKitCore } from '../client/createAppKitCore'
import { showAlert } from '../controllers/alerts/alerts'
import { setChainAccountData } from '../controllers/chain/account'
import { getNamespaceState, setActiveNetwork } from '../controllers/chain/chain'
import { trackEvent } from '../controllers/events/events'
import { goBack, goBackToIndex } from '../controllers/router/router'
import { ChainNotSupportedError, NetworkNotFoundError } from '../errors/chainErrors'
import type { CaipNetwork } from '../types/network'
import { eventsContext } from './eventsContext'
import { close } from './modalFlow'

/** Options of {@link switchNetworkInWallet}. */
export type SwitchNetworkInWalletOptions = {
  /**
   * Go back one view when the switch fails and the modal is open (SPEC §2 'A failed switch goes
   * back one view'); a view that offers a retry itself leaves it off.
   */
  goBackOnFailure?: boolean
}

/**
 * The one entry point for switching network. When an account is connected in the target's
 * namespace its wallet is asked first, through the adapter's `switchNetwork` capability (an
 * adapter without it cannot move its wallet: 'Chain is not supported'); the wallet's error,
 * e.g. a user rejection, is thrown and the active network is unchanged. Then the network
 * becomes active and the account's CAIP address follows it. A network the dapp did not
 * configure is 'Network not found' with the Network Not Found alert.
 *
 * @example
 * await switchNetworkInWallet(core, optimism) // throws ChainNotSupportedError when refused
 */
export async function switchNetworkInWallet(
  core: AppKitCore,
  target: CaipNetwork,
  { goBackOnFailure = false }: SwitchNetworkInWalletOptions = {},
): Promise<void> {
  if (!core.chain.networks.some((n) => n.caipNetworkId === target.caipNetworkId)) {
    showAlert(core.alerts, 'NETWORK_NOT_FOUND')
    throw new NetworkNotFoundError({ details: `${target.caipNetworkId} is not configured` })
  }
  const account = getNamespaceState(core.chain, target.chainNamespace).accountState
  const adapter = core.chain.adapters[target.chainNamespace]
  try {
    if (account.caipAddress && adapter) {
      if (!hasCapability(adapter, 'switchNetwork'))
        throw new ChainNotSupportedError({ details: 'The wallet cannot switch networks' })
      await adapter.switchNetwork({ caipNetwork: target })
    }
  } catch (error) {
    if (goBackOnFailure && core.modal.open)
      goBack(core.router, { isConnected: true, onExhausted: () => void close(core) })
    throw error
  }
  setActiveNetwork(core.chain, target)
  if (account.address)
    setChainAccountData(core.chain, target.chainNamespace, {
      caipAddress: formatCaipAddress(target.caipNetworkId, account.address),
    })
  trackEvent(eventsContext(core), {
    event: 'SWITCH_NETWORK',
    properties: { network: target.caipNetworkId },
  })
}

/**
 * True when the visitor can move to `target` from where they are: always when no account is
 * connected in its namespace, else only through a wallet that can switch networks. Views hide
 * the networks this refuses (no switch capability, no switch button).
 */
export function canSwitchTo(core: AppKitCore, target: CaipNetwork): boolean {
  const account = getNamespaceState(core.chain, target.chainNamespace).accountState
  if (!account.caipAddress) return true
  if (
    getNamespaceState(core.chain, target.chainNamespace).networkState.caipNetwork?.caipNetworkId ===
    target.caipNetworkId
  )
    return true
  return hasCapability(core.chain.adapters[target.chainNamespace], 'switchNetwork')
}

/**
 * Where the modal goes after a successful switch: back to the view that opened the network
 * list (the entry before 'Networks'); when the list was the first view, or no list was
 * involved (UnsupportedChain, a programmatic switch), the modal closes.
 */
export async function navigateAfterNetworkSwitch(core: AppKitCore): Promise<void> {
  const index = core.router.history.indexOf('Networks')
  if (index >= 1) {
    goBackToIndex(core.router, index - 1)
    return
  }
  await close(core)
}
