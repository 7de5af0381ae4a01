import { formatCaipAddress } from '../caip/caipAddressParts'
import type { AppKitCore } from '../client/createAppKitCore'
import { NATIVE_BALANCE_CACHE_TTL_MS } from '../constants/timeConstants'
import { setChainAccountData } from '../controllers/chain/account'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'

/**
 * Reads the native balance of the active account through its adapter into the account state
 * (balance, balanceSymbol); cached 30 s per address and network (SPEC §9). Resolves whether
 * the adapter was asked.
 */
export async function refreshNativeBalance(core: AppKitCore, force = false): Promise<boolean> {
  const account = getActiveAccount(core.chain)
  const network = getActiveNetwork(core.chain)
  if (!account?.address || !network) return false
  const key = `${network.caipNetworkId}:${account.address}`
  const now = core.services.clock.now()
  const last = core.balance.nativeFetchedAt[key]
  if (!force && last !== undefined && now - last < NATIVE_BALANCE_CACHE_TTL_MS) return false
  const { balance, symbol } = await getAdapter(core.chain, network.chainNamespace).getBalance({
    caipAddress: formatCaipAddress(network.caipNetworkId, account.address),
  })
  core.balance.nativeFetchedAt[key] = now
  setChainAccountData(core.chain, network.chainNamespace, { balance, balanceSymbol: symbol })
  return true
}
