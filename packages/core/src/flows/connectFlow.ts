import type { ChainAdapterConnectResult } from '../adapter/ChainAdapter'
import type { AppKitCore } from '../client/createAppKitCore'
import { resetAccount, setAccountStatus } from '../controllers/chain/account'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { getNamespaceState, isActiveConnected, setActiveNetwork } from '../controllers/chain/chain'
import { addRecentWallet } from '../controllers/connectors/connectors'
import { trackEvent } from '../controllers/events/events'
import { reset } from '../controllers/router/router'
import {
  ConnectionRejectedError,
  FailedToConnectError,
  ModalClosedError,
} from '../errors/connectionErrors'
import { isUserRejection } from '../errors/isUserRejection'
import type { Wallet } from '../types/connector'
import type { CaipNetworkId, ChainNamespace } from '../types/network'
import {
  type ConnectAttempt,
  getLatestConnectAttempt,
  startConnectAttempt,
} from './connectAttempts'
import { onConnected } from './connectionFlow'
import { connectSessionNamespaces } from './connectSessionNamespaces'
import { connectEventProperties, errorMessage } from './eventProperties'
import { eventsContext } from './eventsContext'
import { close } from './modalFlow'
import { reportFlowError } from './reportFlowError'
import { requestSiwxAfterConnection } from './siwxFlow'

/** Parameters of {@link connectWallet}. */
export type ConnectWalletParameters = {
  namespace: ChainNamespace
  connectorId: string
  /** The registry wallet chosen, recorded as recent. */
  wallet?: Wallet
  /** The network to ask the wallet for (CAIP-2). */
  caipNetworkId?: CaipNetworkId
}

/**
 * Connects a wallet: status connecting, the adapter's connect, then the connection is
 * recorded, the wallet becomes recent and SIWX runs if needed; otherwise the modal closes
 * (embedded: shows Account). A user rejection is 'Connection rejected' (state stays
 * disconnected, no retry); other failures 'Failed to connect', shown as the alert a provider
 * error maps to (SPEC §8) and reported. When the modal was closed
 * while the wallet was asked, a late success is undone ('Modal closed').
 *
 * Only the namespace's newest call decides the state. Picking a wallet again while its
 * connection request is still pending (the modal was closed and opened again) joins that
 * request rather than asking the wallet twice, so the visitor's one answer ends both calls
 * alike. An older call the visitor moved on from changes nothing when its wallet answers late:
 * a late success is undone and it ends with 'Modal closed'.
 */
export async function connectWallet(
  core: AppKitCore,
  parameters: ConnectWalletParameters,
): Promise<void> {
  const { namespace, connectorId } = parameters
  const openedAtStart = core.modal.open
  const adapter = getAdapter(core.chain, namespace)
  setAccountStatus(core.chain, namespace, 'connecting')
  const { caipNetworkId } = parameters
  const attempt = startConnectAttempt(core, namespace, { connectorId, caipNetworkId }, () =>
    adapter.connect({
      connectorId,
      ...(caipNetworkId !== undefined ? { caipNetworkId } : {}),
    }),
  )
  attempt.outcome = finishConnect(core, parameters, attempt, openedAtStart)
  return attempt.outcome
}

/** The newer attempt that took over from `attempt`, or undefined when `attempt` is the newest. */
function newerThan(core: AppKitCore, namespace: ChainNamespace, attempt: ConnectAttempt) {
  const latest = getLatestConnectAttempt(core, namespace)
  return latest && latest !== attempt ? latest : undefined
}

const SUPERSEDED = 'A newer connection attempt took over'

/**
 * A wallet of another namespace than the active one (the Connect list shows every namespace's
 * wallets) takes the visitor to the network it connected on: the namespace just connected
 * becomes the active one, as opening a namespace switches to its network without confirmation
 * (SPEC §2). Without this the active namespace stays unconnected and the modal waits forever.
 */
function activateConnectedNamespace(core: AppKitCore, namespace: ChainNamespace): void {
  if (core.chain.activeNamespace === namespace) return
  const network =
    getNamespaceState(core.chain, namespace).networkState.caipNetwork ??
    core.chain.networks.find((candidate) => candidate.chainNamespace === namespace)
  if (network) setActiveNetwork(core.chain, network)
}

async function finishConnect(
  core: AppKitCore,
  parameters: ConnectWalletParameters,
  attempt: ConnectAttempt,
  openedAtStart: boolean,
): Promise<void> {
  const { namespace, connectorId } = parameters
  const adapter = getAdapter(core.chain, namespace)
  let result: ChainAdapterConnectResult
  try {
    result = await attempt.request
  } catch (cause) {
    const newer = newerThan(core, namespace, attempt)
    if (newer?.request === attempt.request) return newer.outcome
    if (newer) throw new ModalClosedError({ details: SUPERSEDED, cause })
    resetAccount(core.chain, namespace)
    trackEvent(eventsContext(core), {
      event: 'CONNECT_ERROR',
      properties: { ...connectEventProperties(core, connectorId), message: errorMessage(cause) },
    })
    const error = isUserRejection(cause)
      ? new ConnectionRejectedError({ cause })
      : new FailedToConnectError({ cause })
    void reportFlowError(core, error, { event: 'CONNECT_ERROR' })
    throw error
  }
  const newer = newerThan(core, namespace, attempt)
  if (newer?.request === attempt.request) return newer.outcome
  if (newer) {
    // The visitor moved on to another wallet: this late approval is undone, the newer attempt's
    // state left alone. The same wallet's connection now belongs to the newer attempt.
    if (newer.connectorId !== connectorId) await adapter.disconnect({ connectorId }).catch(() => {})
    throw new ModalClosedError({ details: SUPERSEDED })
  }
  if (openedAtStart && !core.modal.open) {
    await adapter.disconnect({ connectorId }).catch(() => {})
    resetAccount(core.chain, namespace)
    throw new ModalClosedError()
  }
  await onConnected(core, namespace, connectorId, result)
  await connectSessionNamespaces(core, namespace, connectorId)
  activateConnectedNamespace(core, namespace)
  if (parameters.wallet) addRecentWallet(core.connectors, core.services.storage, parameters.wallet)
  if (await requestSiwxAfterConnection(core)) return
  // A failed SIWX initialisation disconnected and reset to Connect: nothing more to do.
  if (!isActiveConnected(core.chain)) return
  if (core.options.embedded && isActiveConnected(core.chain)) reset(core.router, 'Account')
  else if (core.modal.open) await close(core)
}
