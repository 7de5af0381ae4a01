import { formatCaipAddress } from '../caip/caipAddressParts'
import { type AppKitCore, LAST_NETWORK_STORAGE_KEY } from '../client/createAppKitCore'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'
import { trackEvent } from '../controllers/events/events'
import { reset } from '../controllers/router/router'
import { showToast } from '../controllers/snackbar/snackbar'
import { isUserRejection } from '../errors/isUserRejection'
import { SiwxAccountChangedError } from '../errors/SiwxAccountChangedError'
import { SiwxNotEnabledError } from '../errors/siwxErrors'
import { disconnect } from './connectionFlow'
import { isSmartAccount } from './eventProperties'
import { eventsContext } from './eventsContext'
import { close, open } from './modalFlow'
import { switchNetworkInWallet } from './networkSwitchFlow'
import { reportFlowError } from './reportFlowError'

/** The active account and network, when both exist (for the SIWX flows). */
export function activeAccount(core: AppKitCore) {
  const account = getActiveAccount(core.chain)
  const network = getActiveNetwork(core.chain)
  return account?.address && network ? { address: account.address, network } : undefined
}

/** Sets the SIWX state: signed in as `accountAddress` on `chainId`, or not (undefined). */
export function setSession(
  core: AppKitCore,
  chainId: string,
  accountAddress: string | undefined,
): void {
  core.siwx.hasSession = accountAddress !== undefined
  core.siwx.session = accountAddress === undefined ? undefined : { chainId, accountAddress }
}

/**
 * After a connection: if SIWX is configured and there is no session for the active network
 * and address, opens SIWXSignMessage (SPEC §4). An initialisation failure disconnects and
 * resets to Connect. Resolves whether the sign view opened.
 */
export async function requestSiwxAfterConnection(core: AppKitCore): Promise<boolean> {
  const siwx = core.options.siwx
  const active = activeAccount(core)
  if (!siwx || !active) return false
  try {
    const chainId = active.network.caipNetworkId
    const sessions = await siwx.getSessions(chainId, active.address)
    setSession(core, chainId, sessions.length > 0 ? active.address : undefined)
    if (core.siwx.hasSession) return false
    await open(core, { view: 'SIWXSignMessage' })
    return true
  } catch (error) {
    void reportFlowError(core, error, { event: 'SIWX_ERROR' })
    await disconnect(core, active.network.chainNamespace).catch(() => {})
    reset(core.router, 'Connect')
    return false
  }
}

/**
 * Signs in: builds the message, has the wallet sign it, stores the session, closes the modal
 * and records the last connected network, then records the event SIWX_AUTH_SUCCESS (its
 * `network`). A failure shows 'Error signing message', records SIWX_AUTH_ERROR (its `network`
 * and whether the visitor rejected) and rethrows.
 */
export async function signInWithSiwx(core: AppKitCore): Promise<void> {
  const siwx = core.options.siwx
  const active = activeAccount(core)
  if (!siwx || !active) throw new SiwxNotEnabledError()
  core.siwx.signing = true
  const chainId = active.network.caipNetworkId
  const smart = { isSmartAccount: isSmartAccount(core) }
  trackEvent(eventsContext(core), {
    event: 'CLICK_SIGN_SIWX_MESSAGE',
    properties: { network: chainId, ...smart },
  })
  try {
    const message = (
      await siwx.createMessage({ accountAddress: active.address, chainId })
    ).toString()
    const signature = await getAdapter(core.chain, active.network.chainNamespace).signMessage({
      message,
      caipAddress: formatCaipAddress(chainId, active.address),
    })
    const now = activeAccount(core)
    if (now?.address !== active.address || now.network.caipNetworkId !== chainId)
      throw new SiwxAccountChangedError()
    await siwx.addSession({ message, signature, chainId, accountAddress: active.address })
    setSession(core, chainId, active.address)
    core.siwx.lastConnectedNetworkId = chainId
    core.services.storage.set(LAST_NETWORK_STORAGE_KEY, chainId)
    trackEvent(eventsContext(core), {
      event: 'SIWX_AUTH_SUCCESS',
      properties: { network: chainId, ...smart },
    })
    await close(core)
  } catch (error) {
    showToast(core.snackbar, core.services.clock, 'error', 'Error signing message')
    trackEvent(eventsContext(core), {
      event: 'SIWX_AUTH_ERROR',
      properties: { network: chainId, ...smart, userRejected: isUserRejection(error) },
    })
    void reportFlowError(core, error, { event: 'SIWX_ERROR' })
    throw error
  } finally {
    core.siwx.signing = false
  }
}

/**
 * Cancels sign-in. When required: if a session exists on the last connected network, switch
 * back to it, else disconnect. When not required, just close (SPEC §4).
 */
export async function cancelSiwx(
  core: AppKitCore,
): Promise<'closed' | 'switchedBack' | 'disconnected'> {
  const siwx = core.options.siwx
  const active = activeAccount(core)
  trackEvent(eventsContext(core), {
    event: 'CLICK_CANCEL_SIWX',
    properties: {
      network: active?.network.caipNetworkId ?? '',
      isSmartAccount: isSmartAccount(core),
    },
  })
  if (!siwx?.required || !active) {
    await close(core)
    return 'closed'
  }
  const last = core.chain.networks.find((n) => n.caipNetworkId === core.siwx.lastConnectedNetworkId)
  const sessions = last ? await siwx.getSessions(last.caipNetworkId, active.address) : []
  if (last && sessions.length > 0) {
    await switchNetworkInWallet(core, last)
    setSession(core, last.caipNetworkId, active.address)
    await close(core)
    return 'switchedBack'
  }
  await disconnect(core, active.network.chainNamespace)
  reset(core.router, 'Connect')
  await close(core)
  return 'disconnected'
}
