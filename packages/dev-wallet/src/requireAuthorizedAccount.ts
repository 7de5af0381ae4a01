import { isAddress, isAddressEqual, type PrivateKeyAccount } from 'viem'
import type { WalletState } from './createWalletState'
import { UnauthorizedError } from './errors/providerErrors'

/**
 * The active account when the site is authorized and `address` (if given) is that account;
 * throws UnauthorizedError (4100) otherwise.
 */
export function requireAuthorizedAccount(state: WalletState, address?: unknown): PrivateKeyAccount {
  if (!state.authorized) throw new UnauthorizedError()
  const account = state.account()
  if (address === undefined) return account
  if (
    typeof address !== 'string' ||
    !isAddress(address, { strict: false }) ||
    !isAddressEqual(address, account.address)
  )
    throw new UnauthorizedError(
      `The account ${String(address)} has not been authorized by the user.`,
    )
  return account
}
