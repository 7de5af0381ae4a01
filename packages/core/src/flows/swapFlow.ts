import { hasCapability } from '../adapter/ChainAdapter'
import type { AppKitCore } from '../client/createAppKitCore'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'
import { trackEvent } from '../controllers/events/events'
import { executeSwap } from '../controllers/swap/executeSwap'
import { AdapterCapabilityMissingError } from '../errors/chainErrors'
import { NoActiveCaipAddressError } from '../errors/setupErrors'
import { refreshTokenBalance } from './accountDataFlow'
import { accountEventProperties, errorMessage } from './eventProperties'
import { eventsContext } from './eventsContext'
import { reportFlowError } from './reportFlowError'

/**
 * Swaps the tokens of the swap state for the active account: allowance, approval when needed,
 * the built swap transaction, each sent through the namespace's adapter on the active network
 * (SPEC §7 convert routes); then the token balances refresh. Events INITIATE_SWAP, then
 * SWAP_SUCCESS, or SWAP_ERROR (SWAP_APPROVAL_ERROR when the approval failed) with AppKit's
 * properties. A failure is reported and rethrown. Resolves the swap hash.
 *
 * @example
 * const hash = await swapTokens(core)
 */
export async function swapTokens(core: AppKitCore): Promise<string> {
  const network = getActiveNetwork(core.chain)
  const userAddress = getActiveAccount(core.chain)?.address
  if (!userAddress) throw new NoActiveCaipAddressError()
  const context = eventsContext(core)
  const properties = {
    ...accountEventProperties(core),
    swapFromToken: core.swap.sourceToken?.symbol ?? '',
    swapToToken: core.swap.toToken?.symbol ?? '',
    swapFromAmount: core.swap.sourceTokenAmount,
    swapToAmount: core.swap.toTokenAmount,
  }
  trackEvent(context, { event: 'INITIATE_SWAP', properties })
  // Whether the transaction that failed was the approval (executeSwap sets 'approving' first).
  let approvalFailed = false
  try {
    const hash = await executeSwap(core.swap, core.api.blockchain, {
      network,
      userAddress,
      send: async ({ to, data, value }) => {
        const approving = core.swap.status === 'approving'
        const adapter = getAdapter(core.chain, network!.chainNamespace)
        if (!hasCapability(adapter, 'sendTransaction'))
          throw new AdapterCapabilityMissingError('send a transaction')
        // The convert routes build EVM calls: swaps run on EVM networks only (SPEC §1).
        try {
          return await adapter.sendTransaction({
            kind: 'evmCall',
            caipNetworkId: network!.caipNetworkId,
            to,
            value,
            ...(data ? { data: data as `0x${string}` } : {}),
          })
        } catch (error) {
          approvalFailed = approving
          throw error
        }
      },
    })
    trackEvent(context, { event: 'SWAP_SUCCESS', properties })
    await refreshTokenBalance(core, { forceUpdate: hash })
    return hash
  } catch (error) {
    // The approval transaction failing (the swap not sent) is AppKit's SWAP_APPROVAL_ERROR.
    const event = approvalFailed ? 'SWAP_APPROVAL_ERROR' : 'SWAP_ERROR'
    trackEvent(context, { event, properties: { ...properties, message: errorMessage(error) } })
    void reportFlowError(core, error, { event: 'SWAP_ERROR' })
    throw error
  }
}
