import { getIdentity, isNetworkSupported } from '../api/blockchainApi'
import type { AppKitCore } from '../client/createAppKitCore'
import { isFeatureSupported } from '../constants/namespaceFeatures'
import { setChainAccountData } from '../controllers/chain/account'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'

/**
 * Reads the identity (name and avatar) of the active EVM account from the blockchain API into
 * the account state (profileName, profileImage), cached 5 min by the client (SPEC §9). Skipped
 * for other namespaces and when the API does not serve the active network (SPEC §7). Resolves
 * whether it asked. An account that changed meanwhile is left alone.
 */
export async function refreshIdentity(core: AppKitCore): Promise<boolean> {
  const account = getActiveAccount(core.chain)
  const network = getActiveNetwork(core.chain)
  const address = account?.address
  if (!address || !network || !isFeatureSupported('names', network)) return false
  if (!(await isNetworkSupported(core.api.blockchain, network.caipNetworkId))) return false
  const identity = await getIdentity(core.api.blockchain, { address, sender: address })
  if (getActiveAccount(core.chain)?.address !== address) return true
  setChainAccountData(core.chain, network.chainNamespace, {
    profileName: identity.name ?? null,
    profileImage: identity.avatar ?? null,
  })
  return true
}
