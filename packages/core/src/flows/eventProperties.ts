import { AUTH_CONNECTOR_ID } from '../adapter/EmbeddedWalletCapability'
import type { AppKitCore } from '../client/createAppKitCore'
import { getActiveAccount, getActiveNetwork } from '../controllers/chain/chain'
import { getConnector } from '../controllers/connectors/connectors'

/**
 * Whether the active account is the embedded wallet's smart account (AppKit's `isSmartAccount`):
 * connected through the embedded wallet with the smart account type preferred.
 */
export function isSmartAccount(core: AppKitCore): boolean {
  const account = getActiveAccount(core.chain)
  return (
    account?.connectorId === AUTH_CONNECTOR_ID && account.preferredAccountType === 'smartAccount'
  )
}

/** The active network's CAIP-2 id ('' when none), as AppKit's `network` event property. */
export function activeNetworkId(core: AppKitCore): string {
  return getActiveNetwork(core.chain)?.caipNetworkId ?? ''
}

/** The `{ isSmartAccount, network }` most of AppKit's account events carry. */
export function accountEventProperties(core: AppKitCore): {
  isSmartAccount: boolean
  network: string
} {
  return { isSmartAccount: isSmartAccount(core), network: activeNetworkId(core) }
}

/** An error's message for an event's `message` property. */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/**
 * AppKit's connect event properties for `connectorId`: `method` ('browser' for an installed
 * or announced wallet, 'email' for the embedded wallet, 'qrcode' or 'mobile' for WalletConnect),
 * the wallet's `name`, and our `connectorId`.
 */
export function connectEventProperties(
  core: AppKitCore,
  connectorId: string,
): { method: string; name: string; connectorId: string } {
  const connector = getConnector(core.connectors, connectorId)
  const type = connector?.type
  const method =
    type === 'AUTH'
      ? 'email'
      : type === 'WALLET_CONNECT'
        ? core.services.platform.isMobile
          ? 'mobile'
          : 'qrcode'
        : 'browser'
  return { method, name: connector?.name ?? connectorId, connectorId }
}
