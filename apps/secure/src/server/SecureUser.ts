import type { SessionProfile } from '../sessions/SessionStore'

/** The embedded wallet's user, as GET_USER answers it (SPEC §3 'Auth user'). */
export type SecureUser = {
  email?: string
  /** A social login's username (the modal's display name, SPEC §5). */
  userName?: string
  address: string
  /** An EVM chain id, or a Solana chain's CAIP-2 reference (the address is then base58). */
  chainId: number | string
  accounts: { address: string; type: 'eoa' }[]
  preferredAccountType: 'eoa'
  smartAccountDeployed: false
}

/**
 * The user whose wallet is `address`, on `chainId`: an e-mail login shows its `login` e-mail; a
 * social login (`profile` given) its provider's e-mail and username claims, when it sent them.
 */
export function toSecureUser(
  login: string,
  address: string,
  chainId: number | string,
  profile?: SessionProfile,
): SecureUser {
  const shown = profile ?? { email: login }
  return {
    ...(shown.email ? { email: shown.email } : {}),
    ...(shown.userName ? { userName: shown.userName } : {}),
    address,
    chainId,
    accounts: [{ address, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}
