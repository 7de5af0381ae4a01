import type { CaipNetwork, ChainNamespace, ConnectorType } from '@appkit/core'
import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import * as controllers from '@appkit/core/controllers'
import type { AppKitCore } from '@appkit/core/internal'
import type { AppKitThemeMode } from '../theme/toUiThemeVariables'
import type {
  AppKitAccount,
  AppKitEventPayload,
  AppKitNetwork,
  AppKitState,
  AppKitTheme,
  AppKitWalletInfo,
} from './AppKit'

function accountState(core: AppKitCore, namespace?: ChainNamespace) {
  const chain = namespace ?? core.chain.activeNamespace
  return chain ? core.chain.namespaces[chain]?.accountState : undefined
}

/** The account of `namespace` (default: the active one). Reads snapshots too. */
export function readAccount(core: AppKitCore, namespace?: ChainNamespace): AppKitAccount {
  const account = accountState(core, namespace)
  // The embedded wallet's user, only while the account is connected through it (the AUTH connector).
  const user = account?.connectorId === AUTH_CONNECTOR_ID ? account.user : undefined
  return {
    address: account?.address,
    caipAddress: account?.caipAddress,
    isConnected: Boolean(account?.caipAddress),
    status: account?.status ?? 'disconnected',
    embeddedWalletInfo: user
      ? {
          user: {
            ...(user.email ? { email: user.email } : {}),
            ...(user.userName ? { username: user.userName } : {}),
          },
          authProvider: account?.socialProvider ?? 'email',
          ...(account?.preferredAccountType ? { accountType: account.preferredAccountType } : {}),
        }
      : undefined,
  }
}

/** The network of `namespace` (default: the active one). */
export function readCaipNetwork(
  core: AppKitCore,
  namespace?: ChainNamespace,
): CaipNetwork | undefined {
  if (!namespace) return controllers.chain.getActiveNetwork(core.chain)
  return core.chain.namespaces[namespace]?.networkState.caipNetwork
}

/** The active network with its ids. */
export function readNetwork(core: AppKitCore): AppKitNetwork {
  const caipNetwork = readCaipNetwork(core)
  return { caipNetwork, chainId: caipNetwork?.id, caipNetworkId: caipNetwork?.caipNetworkId }
}

/** The modal's state. */
export function readState(core: AppKitCore, initialized: boolean): AppKitState {
  return {
    open: core.modal.open,
    loading: core.modal.loading,
    selectedNetworkId: readCaipNetwork(core)?.caipNetworkId,
    activeChain: core.chain.activeNamespace,
    initialized,
  }
}

/** The theme. */
export function readTheme(core: AppKitCore): AppKitTheme {
  return {
    themeMode: core.theme.themeMode as AppKitThemeMode,
    themeVariables: { ...core.theme.themeVariables },
  }
}

/** A recorded event, shaped as AppKit's `subscribeEvents` reports it. */
export function toEventPayload(event: controllers.events.RecordedEvent): AppKitEventPayload {
  return {
    timestamp: event.timestamp,
    data: {
      type: 'track',
      event: event.event,
      ...(event.properties ? { properties: event.properties } : {}),
    },
  }
}

/** The last event, shaped as AppKit's `subscribeEvents` reports it. */
export function readLastEvent(core: AppKitCore): AppKitEventPayload | undefined {
  const last = core.events.lastEvent
  return last ? toEventPayload(last) : undefined
}

/** The wallet `namespace` (default: the active one) is connected with. */
export function readWalletInfo(
  core: AppKitCore,
  namespace?: ChainNamespace,
): AppKitWalletInfo | undefined {
  return accountState(core, namespace)?.connectedWalletInfo
}

/** The provider of the wallet `namespace` (default: the active one) is connected with. */
export function readWalletProvider(
  core: Pick<AppKitCore, 'chain' | 'connectors'>,
  namespace?: ChainNamespace,
): { walletProvider: unknown; walletProviderType: ConnectorType | undefined } {
  const connectorId = accountState(core as AppKitCore, namespace)?.connectorId
  const connector = connectorId
    ? controllers.connectors.getConnector(core.connectors, connectorId)
    : undefined
  return { walletProvider: connector?.provider, walletProviderType: connector?.type }
}
