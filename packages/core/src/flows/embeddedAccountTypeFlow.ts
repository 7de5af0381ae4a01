import type { AppKitCore } from '../client/createAppKitCore'
import { setChainAccountData, togglePreferredAccountType } from '../controllers/chain/account'
import { getActiveNetwork, getNamespaceState } from '../controllers/chain/chain'
import { trackEvent } from '../controllers/events/events'
import type { ChainNamespace } from '../types/network'
import { type EmbeddedWalletMessenger, serveEmbeddedWallet } from './embeddedWalletFlow'
import { activeNetworkId } from './eventProperties'
import { eventsContext } from './eventsContext'

/** What {@link toggleEmbeddedAccountType} did. */
export type EmbeddedAccountTypeResult = {
  /** The account type in use now. */
  type: 'eoa' | 'smartAccount'
  /** True when the switch to the smart account failed and the EOA stayed (SPEC §4 'On error falls back to EOA'). */
  fellBack: boolean
}

/**
 * Reads SPEC §7 'smart account networks' from the embedded wallet frame into `namespace`'s
 * network state (SPEC §3 'smartAccountEnabledNetworks'): the chain ids whose smart accounts the
 * frame serves. A frame that answers none leaves the list empty.
 */
export async function loadSmartAccountNetworks(
  core: AppKitCore,
  messenger: EmbeddedWalletMessenger,
  namespace: ChainNamespace,
): Promise<readonly number[]> {
  const answer = (await messenger.request('GET_SMART_ACCOUNT_ENABLED_NETWORKS')) as {
    smartAccountEnabledNetworks?: unknown
  } | null
  const list = answer?.smartAccountEnabledNetworks
  const networks = Array.isArray(list)
    ? list.filter((id): id is number => typeof id === 'number' && Number.isInteger(id))
    : []
  getNamespaceState(core.chain, namespace).networkState.smartAccountEnabledNetworks = networks
  return networks
}

/** Whether the active network of `namespace` has smart accounts enabled (SPEC §3). */
export function isSmartAccountEnabled(core: AppKitCore, namespace: ChainNamespace): boolean {
  const network = getActiveNetwork(core.chain)
  const state = core.chain.namespaces[namespace]
  if (!network || network.chainNamespace !== namespace || !state) return false
  return state.networkState.smartAccountEnabledNetworks.includes(Number(network.id))
}

/**
 * Toggles the embedded wallet's account between eoa and smartAccount (SPEC §4 'smart only if
 * enabled and current is eoa. On error falls back to EOA'): the frame applies it
 * (SET_PREFERRED_ACCOUNT), then the adapter is handed the frame's user again, so the account's
 * address follows the type. A failed switch leaves (or puts) the EOA in use, reported as `fellBack`.
 */
export async function toggleEmbeddedAccountType(
  core: AppKitCore,
  messenger: EmbeddedWalletMessenger,
  namespace: ChainNamespace,
): Promise<EmbeddedAccountTypeResult> {
  const wanted =
    isSmartAccountEnabled(core, namespace) &&
    core.chain.namespaces[namespace]?.accountState.preferredAccountType === 'eoa'
      ? 'smartAccount'
      : 'eoa'
  let failed = false
  const type = await togglePreferredAccountType(core.chain, {
    namespace,
    smartAccountEnabled: isSmartAccountEnabled(core, namespace),
    apply: async (next) => {
      try {
        await messenger.request('SET_PREFERRED_ACCOUNT', { type: next })
      } catch (error) {
        failed = true
        throw error
      }
    },
  })
  // The frame's user on the account in use (the EOA after a failure): address, type, deployment.
  try {
    const { user } = await serveEmbeddedWallet(core, messenger)
    setChainAccountData(core.chain, namespace, {
      user,
      smartAccountDeployed: user.smartAccountDeployed ?? false,
      preferredAccountType: type,
    })
  } catch {
    // The toggle's outcome stands; the address follows at the next reconnect.
  }
  trackEvent(eventsContext(core), {
    event: 'SET_PREFERRED_ACCOUNT_TYPE',
    properties: { accountType: type, network: activeNetworkId(core) },
  })
  return { type, fellBack: failed && wanted === 'smartAccount' }
}
