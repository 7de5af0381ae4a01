import { hasCapability } from '../adapter/ChainAdapter'
import { formatCaipAddress } from '../caip/caipAddressParts'
import { toCaip19AssetId } from '../caip/toCaip19AssetId'
import type { AppKitCore } from '../client/createAppKitCore'
import { showAlert } from '../controllers/alerts/alerts'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'
import { trackEvent } from '../controllers/events/events'
import { resetSend, validateSend } from '../controllers/send/send'
import { showToast } from '../controllers/snackbar/snackbar'
import { AdapterCapabilityMissingError, NetworkNotFoundError } from '../errors/chainErrors'
import { NoActiveCaipAddressError } from '../errors/setupErrors'
import { refreshTokenBalance } from './accountDataFlow'
import { eventsContext } from './eventsContext'
import { reportFlowError } from './reportFlowError'

/** Converts a decimal amount to base units (no floating point). */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  const padded = (fraction + '0'.repeat(decimals)).slice(0, decimals)
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(padded || '0')
}

/**
 * Sends the token of the send state: start (validate, loading), send through the adapter,
 * balance refresh, reset send state (SPEC §4). Resolves with the hash.
 */
export async function sendToken(core: AppKitCore): Promise<string> {
  const { token, amount, receiverAddress } = validateSend(core.send)
  const network = getActiveNetwork(core.chain)
  if (!network) {
    showAlert(core.alerts, 'NETWORK_NOT_FOUND')
    throw new NetworkNotFoundError()
  }
  const address = getActiveAccount(core.chain)?.address
  if (!address) throw new NoActiveCaipAddressError()
  core.send.loading = true
  const context = eventsContext(core)
  try {
    const adapter = getAdapter(core.chain, network.chainNamespace)
    if (!hasCapability(adapter, 'transfer')) throw new AdapterCapabilityMissingError('transfer')
    const hash = await adapter.transfer({
      from: formatCaipAddress(network.caipNetworkId, address),
      to: receiverAddress,
      asset: toCaip19AssetId(network.caipNetworkId, token.address),
      amount: toBaseUnits(amount, Number(token.quantity.decimals)),
    })
    trackEvent(context, { event: 'SEND_SUCCESS', properties: { token: token.symbol, amount } })
    await refreshTokenBalance(core, { forceUpdate: hash })
    resetSend(core.send)
    core.send.lastHash = hash
    return hash
  } catch (error) {
    core.send.loading = false
    trackEvent(context, { event: 'SEND_ERROR', properties: { token: token.symbol, amount } })
    showToast(core.snackbar, core.services.clock, 'error', 'Failed to send')
    void reportFlowError(core, error, { event: 'SEND_ERROR' })
    throw error
  }
}
