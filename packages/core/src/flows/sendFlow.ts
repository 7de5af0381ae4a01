import { type ChainAdapterTransfer, hasCapability } from '../adapter/ChainAdapter'
import { formatCaipAddress } from '../caip/caipAddressParts'
import { toCaip19AssetId } from '../caip/toCaip19AssetId'
import type { AppKitCore } from '../client/createAppKitCore'
import { showAlert } from '../controllers/alerts/alerts'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'
import { trackEvent } from '../controllers/events/events'
import {
  type PreparedSend,
  resetSend,
  setPreparedSend,
  validateSend,
} from '../controllers/send/send'
import { showToast } from '../controllers/snackbar/snackbar'
import { AdapterCapabilityMissingError, NetworkNotFoundError } from '../errors/chainErrors'
import { isUserRejection } from '../errors/isUserRejection'
import { NoActiveCaipAddressError } from '../errors/setupErrors'
import { formatUnits } from '../format/units'
import { accountEventProperties, errorMessage } from './eventProperties'
import { eventsContext } from './eventsContext'
import { reportFlowError } from './reportFlowError'
import { refreshAfterSend } from './sentTransferFlow'

/** Converts a decimal amount to base units (no floating point). */
export function toBaseUnits(amount: string, decimals: number): bigint {
  const [whole = '0', fraction = ''] = amount.split('.')
  const padded = (fraction + '0'.repeat(decimals)).slice(0, decimals)
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(padded || '0')
}

/** The validated send of the send state as an adapter transfer, with its network. */
function toTransfer(core: AppKitCore) {
  const { token, amount, receiverAddress } = validateSend(core.send)
  const network = getActiveNetwork(core.chain)
  if (!network) {
    showAlert(core.alerts, 'NETWORK_NOT_FOUND')
    throw new NetworkNotFoundError()
  }
  const address = getActiveAccount(core.chain)?.address
  if (!address) throw new NoActiveCaipAddressError()
  const transfer: ChainAdapterTransfer = {
    from: formatCaipAddress(network.caipNetworkId, address),
    to: receiverAddress,
    asset: toCaip19AssetId(network.caipNetworkId, token.address),
    amount: toBaseUnits(amount, Number(token.quantity.decimals)),
  }
  return { token, amount, network, transfer }
}

/** True when the active namespace's adapter prices a transfer before signing (`prepareTransfer`). */
export function canPrepareSend(core: AppKitCore): boolean {
  const network = getActiveNetwork(core.chain)
  const adapter = network ? core.chain.adapters[network.chainNamespace] : undefined
  return hasCapability(adapter, 'prepareTransfer') && hasCapability(adapter, 'sendPreparedTransfer')
}

/**
 * Prices the send of the send state before anything is signed (adapters with `prepareTransfer`):
 * validates it as {@link sendToken} does, has the adapter build it and records the fee in the send
 * state (`prepared`), which {@link sendToken} then sends as priced. Resolves with it.
 */
export async function prepareSend(core: AppKitCore): Promise<PreparedSend> {
  const { network, transfer } = toTransfer(core)
  const adapter = getAdapter(core.chain, network.chainNamespace)
  if (!hasCapability(adapter, 'prepareTransfer'))
    throw new AdapterCapabilityMissingError('prepareTransfer')
  core.send.loading = true
  try {
    const prepared = await adapter.prepareTransfer(transfer)
    const { decimals, symbol } = network.nativeCurrency
    const priced: PreparedSend = {
      fee: formatUnits(prepared.fee, decimals),
      feeSymbol: symbol,
      transfer: prepared,
    }
    setPreparedSend(core.send, priced)
    return priced
  } catch (error) {
    void reportFlowError(core, error, { event: 'SEND_ERROR' })
    throw error
  } finally {
    core.send.loading = false
  }
}

/**
 * Sends the token of the send state: start (validate, loading), send through the adapter (the
 * transfer priced by {@link prepareSend} when there is one), balance refresh, reset send state
 * (SPEC §4), and the new transaction put into the Activity already shown ({@link refreshAfterSend}).
 * Resolves with the hash.
 */
export async function sendToken(core: AppKitCore): Promise<string> {
  const { token, amount, network, transfer } = toTransfer(core)
  core.send.loading = true
  const context = eventsContext(core)
  const properties = {
    ...accountEventProperties(core),
    token: token.symbol,
    amount: Number(amount),
  }
  trackEvent(context, { event: 'SEND_INITIATED', properties })
  try {
    const adapter = getAdapter(core.chain, network.chainNamespace)
    const prepared = core.send.prepared
    let hash: string
    if (prepared && hasCapability(adapter, 'sendPreparedTransfer'))
      hash = await adapter.sendPreparedTransfer(prepared.transfer)
    else if (hasCapability(adapter, 'transfer')) hash = await adapter.transfer(transfer)
    else throw new AdapterCapabilityMissingError('transfer')
    trackEvent(context, { event: 'SEND_SUCCESS', properties: { ...properties, hash } })
    // The balances are read again before the form resets; the new transaction joins the
    // Activity shown meanwhile (an indexer may take a block: that read goes on after).
    const refresh = refreshAfterSend(core, hash)
    await refresh.balances
    void refresh.history
    resetSend(core.send)
    core.send.lastHash = hash
    return hash
  } catch (error) {
    core.send.loading = false
    trackEvent(context, {
      event: isUserRejection(error) ? 'SEND_REJECTED' : 'SEND_ERROR',
      properties: { ...properties, message: errorMessage(error) },
    })
    showToast(core.snackbar, core.services.clock, 'error', 'Failed to send')
    void reportFlowError(core, error, { event: 'SEND_ERROR' })
    throw error
  }
}
