import { AUTH_CONNECTOR_ID } from '@appkit/core/adapter'
import { isFeatureSupported } from '@appkit/core/internal'

/**
 * Whether the account may register a name (SPEC §4, §6): the embedded wallet's account (the AUTH
 * connector signs the registration), without a name yet, on a network with names (EVM only).
 *
 * @example
 * canChooseAccountName({ connectorId: 'ID_AUTH' }, mainnet) // true
 */
export function canChooseAccountName(
  account:
    | { connectorId?: string | undefined; profileName?: string | null | undefined }
    | undefined,
  network: Parameters<typeof isFeatureSupported>[1],
): boolean {
  return (
    account?.connectorId === AUTH_CONNECTOR_ID &&
    !account.profileName &&
    isFeatureSupported('names', network)
  )
}
