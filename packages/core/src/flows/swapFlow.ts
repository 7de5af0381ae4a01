import { hasCapability } from '../adapter/ChainAdapter'
import type { AppKitCore } from '../client/createAppKitCore'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'
import { executeSwap } from '../controllers/swap/executeSwap'
import { AdapterCapabilityMissingError } from '../errors/chainErrors'
import { NoActiveCaipAddressError } from '../errors/setupErrors'
import { refreshTokenBalance } from './accountDataFlow'
import { reportFlowError } from './reportFlowError'

/**
 * Swaps the tokens of the swap state for the active account: allowance, approval when needed,
 * the built swap transaction, each sent through the namespace's adapter on the active network
 * (SPEC §7 convert routes); then the token balances refresh. A failure is reported and
 * rethrown. Resolves the swap hash.
 *
 * @example
 * const hash = await swapTokens(core)
 */
export async function swapTokens(core: AppKitCore): Promise<string> {
  const network = getActiveNetwork(core.chain)
  const userAddress = getActiveAccount(core.chain)?.address
  if (!userAddress) throw new NoActiveCaipAddressError()
  try {
    const hash = await executeSwap(core.swap, core.api.blockchain, {
      network,
      userAddress,
      send: ({ to, data, value }) => {
        const adapter = getAdapter(core.chain, network!.chainNamespace)
        if (!hasCapability(adapter, 'sendTransaction'))
          throw new AdapterCapabilityMissingError('send a transaction')
        // The convert routes build EVM calls: swaps run on EVM networks only (SPEC §1).
        return adapter.sendTransaction({
          kind: 'evmCall',
          caipNetworkId: network!.caipNetworkId,
          to,
          value,
          ...(data ? { data: data as `0x${string}` } : {}),
        })
      },
    })
    await refreshTokenBalance(core, { forceUpdate: hash })
    return hash
  } catch (error) {
    void reportFlowError(core, error, { event: 'SWAP_ERROR' })
    throw error
  }
}
