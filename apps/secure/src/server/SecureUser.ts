import type { SessionProfile } from '../sessions/SessionStore'

/** An EVM account type of the embedded wallet (SPEC §3 'accounts (address, type EOA or smart account)'). */
export type SecureAccountType = 'eoa' | 'smartAccount'

/** The embedded wallet's user, as GET_USER answers it (SPEC §3 'Auth user'). */
export type SecureUser = {
  email?: string
  /** A social login's username (the modal's display name, SPEC §5). */
  userName?: string
  /** The address of the account in use: the smart account's when that is preferred. */
  address: string
  /** An EVM chain id, or a Solana chain's CAIP-2 reference (the address is then base58). */
  chainId: number | string
  accounts: { address: string; type: SecureAccountType }[]
  preferredAccountType: SecureAccountType
  smartAccountDeployed: boolean
}

/** The user's smart account on the session's chain, when the chain enables smart accounts. */
export type SecureSmartAccount = { address: string; deployed: boolean }

/**
 * The user whose wallet is `address`, on `chainId`: an e-mail login shows its `login` e-mail; a
 * social login (`profile` given) its provider's e-mail and username claims, when it sent them.
 * With `smartAccount` both accounts are listed, and with `accountType` 'smartAccount' the smart
 * account is the one in use (its address, `smartAccountDeployed`).
 */
export function toSecureUser(
  login: string,
  address: string,
  chainId: number | string,
  profile?: SessionProfile,
  smartAccount?: SecureSmartAccount,
  accountType: SecureAccountType = 'eoa',
): SecureUser {
  const shown = profile ?? { email: login }
  const smart = smartAccount && accountType === 'smartAccount' ? smartAccount : undefined
  const eoa = { address, type: 'eoa' as const }
  const accounts = smartAccount
    ? smart
      ? [{ address: smartAccount.address, type: 'smartAccount' as const }, eoa]
      : [eoa, { address: smartAccount.address, type: 'smartAccount' as const }]
    : [eoa]
  return {
    ...(shown.email ? { email: shown.email } : {}),
    ...(shown.userName ? { userName: shown.userName } : {}),
    address: smart ? smart.address : address,
    chainId,
    accounts,
    preferredAccountType: smart ? 'smartAccount' : 'eoa',
    smartAccountDeployed: smartAccount?.deployed ?? false,
  }
}
