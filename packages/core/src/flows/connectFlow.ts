import type { AppKitCore } from '../client/createAppKitCore'
import { resetAccount, setAccountStatus } from '../controllers/chain/account'
import { getAdapter } from '../controllers/chain/adapterRegistry'
import { isActiveConnected } from '../controllers/chain/chain'
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
import { onConnected } from './connectionFlow'
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
 */
export async function connectWallet(
  core: AppKitCore,
  parameters: ConnectWalletParameters,
): Promise<void> {
  const { namespace, connectorId } = parameters
  const openedAtStart = core.modal.open
  setAccountStatus(core.chain, namespace, 'connecting')
  const adapter = getAdapter(core.chain, namespace)
  let result: Awaited<ReturnType<typeof adapter.connect>>
  try {
    result = await adapter.connect({
      connectorId,
      ...(parameters.caipNetworkId !== undefined
        ? { caipNetworkId: parameters.caipNetworkId }
        : {}),
    })
  } catch (cause) {
    resetAccount(core.chain, namespace)
    trackEvent(eventsContext(core), { event: 'CONNECT_ERROR', properties: { connectorId } })
    const error = isUserRejection(cause)
      ? new ConnectionRejectedError({ cause })
      : new FailedToConnectError({ cause })
    void reportFlowError(core, error, { event: 'CONNECT_ERROR' })
    throw error
  }
  if (openedAtStart && !core.modal.open) {
    await adapter.disconnect({ connectorId }).catch(() => {})
    resetAccount(core.chain, namespace)
    throw new ModalClosedError()
  }
  await onConnected(core, namespace, connectorId, result)
  if (parameters.wallet) addRecentWallet(core.connectors, core.services.storage, parameters.wallet)
  if (await requestSiwxAfterConnection(core)) return
  // A failed SIWX initialisation disconnected and reset to Connect: nothing more to do.
  if (!isActiveConnected(core.chain)) return
  if (core.options.embedded && isActiveConnected(core.chain)) reset(core.router, 'Account')
  else if (core.modal.open) await close(core)
}
