import type { AppKitCore } from '../client/createAppKitCore'
import { showAlert } from '../controllers/alerts/alerts'
import { setChainAccountData } from '../controllers/chain/account'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getNamespaceState, setActiveNetwork } from '../controllers/chain/chain'
import { goBackToIndex } from '../controllers/router/router'
import { NetworkNotFoundError } from '../errors/chainErrors'
import type { CaipNetwork } from '../types/network'
import { close } from './modalFlow'

/**
 * Switches to `target` for the SwitchNetwork view: when an account is connected in the
 * target's namespace its wallet is asked first (its error, e.g. 'Chain is not supported' or a
 * user rejection, is thrown and the active network is unchanged, so the view can offer a
 * retry); then the network becomes active and the account's CAIP address follows it. A network
 * the dapp did not configure is 'Network not found' with the Network Not Found alert.
 *
 * @example
 * await switchNetworkInWallet(core, optimism) // throws ChainNotSupportedError when refused
 */
export async function switchNetworkInWallet(core: AppKitCore, target: CaipNetwork): Promise<void> {
  if (!core.chain.networks.some((n) => n.caipNetworkId === target.caipNetworkId)) {
    showAlert(core.alerts, 'NETWORK_NOT_FOUND')
    throw new NetworkNotFoundError({ details: `${target.caipNetworkId} is not configured` })
  }
  const account = getNamespaceState(core.chain, target.chainNamespace).accountState
  if (account.caipAddress && core.chain.adapters[target.chainNamespace])
    await getAdapter(core.chain, target.chainNamespace).switchNetwork({ caipNetwork: target })
  setActiveNetwork(core.chain, target)
  if (account.address)
    setChainAccountData(core.chain, target.chainNamespace, {
      caipAddress: `${target.caipNetworkId}:${account.address}`,
    })
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
