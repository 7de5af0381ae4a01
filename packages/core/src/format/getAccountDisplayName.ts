import { AUTH_CONNECTOR_ID } from '../adapter/EmbeddedWalletCapability'
import type { AccountState } from '../types/account'
import { getDisplayName } from './getDisplayName'

/**
 * The name an account shows instead of its address: its registered profile name, else — when it
 * is connected through the embedded wallet (the AUTH connector) — the SPEC §5 display name of
 * its user ('social username (trailing 0 removed for discord), else e-mail, cut to 27 characters
 * plus an ellipsis when over 30'). Undefined when the address should show.
 *
 * @example
 * getAccountDisplayName(account) // 'alice@example.com' after an e-mail login
 */
export function getAccountDisplayName(
  account: Pick<AccountState, 'profileName' | 'connectorId' | 'user' | 'socialProvider'>,
): string | undefined {
  if (account.profileName) return account.profileName
  if (account.connectorId !== AUTH_CONNECTOR_ID) return undefined
  return getDisplayName({
    username: account.user?.userName,
    email: account.user?.email,
    socialProvider: account.socialProvider,
  })
}
