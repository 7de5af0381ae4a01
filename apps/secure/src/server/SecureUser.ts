/** The embedded wallet's user, as GET_USER answers it (SPEC §3 'Auth user'). */
export type SecureUser = {
  email: string
  address: string
  chainId: number
  accounts: { address: string; type: 'eoa' }[]
  preferredAccountType: 'eoa'
  smartAccountDeployed: false
}

/** The user of `email` whose wallet is `address`, on `chainId`. */
export function toSecureUser(email: string, address: string, chainId: number): SecureUser {
  return {
    email,
    address,
    chainId,
    accounts: [{ address, type: 'eoa' }],
    preferredAccountType: 'eoa',
    smartAccountDeployed: false,
  }
}
