import type { ChainAdapterConnectResult } from '../adapter/ChainAdapter'
import { hasPairingUri } from '../adapter/PairingUriCapability'
import type { AppKitCore } from '../client/createAppKitCore'
import { getConnector } from '../controllers/connectors/connectors'
import type { ChainNamespace } from '../types/network'

/** One call of connectWallet: its connector and the wallet request it waits on. */
export type ConnectAttempt = {
  readonly connectorId: string
  /** The chain asked for, when one was. */
  readonly caipNetworkId: string | undefined
  /** The adapter's connect(); shared by calls that joined a request still pending. */
  readonly request: Promise<ChainAdapterConnectResult>
  /** What the call ends with (set right after the attempt is recorded). */
  outcome: Promise<void>
}

type RequestState = { settled: boolean }

const latestByCore = new WeakMap<AppKitCore, Map<ChainNamespace, ConnectAttempt>>()
const requestStates = new WeakMap<Promise<ChainAdapterConnectResult>, RequestState>()

function latestOf(core: AppKitCore): Map<ChainNamespace, ConnectAttempt> {
  let latest = latestByCore.get(core)
  if (!latest) {
    latest = new Map()
    latestByCore.set(core, latest)
  }
  return latest
}

/**
 * A WalletConnect connector starts a new pairing (a new QR code) on each connect and ends the
 * older one itself; any other wallet answers one connection request at a time (a second one
 * while the first is pending is queued as a second prompt or refused with -32002).
 */
function answersOneRequestAtATime(core: AppKitCore, namespace: ChainNamespace, id: string) {
  const adapter = core.chain.adapters[namespace]
  if (hasPairingUri(adapter) && adapter.pairingConnectorId === id) return false
  return getConnector(core.connectors, id)?.type !== 'WALLET_CONNECT'
}

/**
 * Records a new connection attempt as the namespace's newest. When the newest attempt before it
 * asked the same wallet (for the same chain) and the wallet has not answered yet, the new attempt
 * joins that request instead of asking again: the visitor's one approval (or rejection) answers
 * both.
 */
export function startConnectAttempt(
  core: AppKitCore,
  namespace: ChainNamespace,
  asked: { connectorId: string; caipNetworkId?: string | undefined },
  connect: () => Promise<ChainAdapterConnectResult>,
): ConnectAttempt {
  const { connectorId, caipNetworkId } = asked
  const latest = latestOf(core)
  const previous = latest.get(namespace)
  const joins =
    previous?.connectorId === connectorId &&
    previous.caipNetworkId === caipNetworkId &&
    requestStates.get(previous.request)?.settled === false &&
    answersOneRequestAtATime(core, namespace, connectorId)
  let request: Promise<ChainAdapterConnectResult>
  if (joins) request = previous.request
  else {
    const state: RequestState = { settled: false }
    request = (async () => connect())()
    requestStates.set(request, state)
    const markSettled = () => {
      state.settled = true
    }
    request.then(markSettled, markSettled)
  }
  const attempt: ConnectAttempt = {
    connectorId,
    caipNetworkId,
    request,
    outcome: Promise.resolve(),
  }
  latest.set(namespace, attempt)
  return attempt
}

/** The namespace's newest connection attempt, or undefined when none was made. */
export function getLatestConnectAttempt(
  core: AppKitCore,
  namespace: ChainNamespace,
): ConnectAttempt | undefined {
  return latestByCore.get(core)?.get(namespace)
}
