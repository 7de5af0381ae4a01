import type { CaipAddress, CaipNetwork, CaipNetworkId } from './network'

/** Account status per chain (SPEC §4). */
export type AccountStatus = 'connecting' | 'connected' | 'disconnected'

/** The account types an embedded wallet can prefer. */
export type PreferredAccountType = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** A token balance (SPEC §3 'Token balance'). */
export type TokenBalance = {
  name: string
  symbol: string
  chainId: string
  address?: string
  value?: number
  price: number
  quantity: { decimals: string; numeric: string }
  iconUrl: string
}

/** The auth (e-mail/social) user (SPEC §3 'Auth user'). */
export type AuthUser = {
  email?: string
  address: string
  chainId: string | number
  accounts?: readonly { address: string; type: 'eoa' | 'smartAccount' }[]
  userName?: string
  preferredAccountType?: PreferredAccountType
  smartAccountDeployed?: boolean
  signature?: string
  message?: string
  siwxMessage?: unknown
}

/** The wallet a namespace is connected with. */
export type ConnectedWalletInfo = {
  name: string
  icon?: string
  type?: string
  [key: string]: unknown
}

/** Account state per namespace: every field of SPEC §3 'Account state'. */
export type AccountState = {
  caipAddress: CaipAddress | undefined
  address: string | undefined
  balance: string | undefined
  balanceSymbol: string | undefined
  profileName: string | null | undefined
  profileImage: string | null | undefined
  addressExplorerUrl: string | undefined
  tokenBalance: TokenBalance[]
  connectedWalletInfo: ConnectedWalletInfo | undefined
  preferredAccountType: PreferredAccountType | undefined
  socialProvider: string | undefined
  socialWindow: unknown
  farcasterUrl: string | undefined
  user: AuthUser | undefined
  status: AccountStatus
  smartAccountDeployed: boolean
  currentTab: number
  addressLabels: Map<string, string>
  /** The connector this namespace is connected through (removed on reset). */
  connectorId: string | undefined
}

/** Network state per namespace: every field of SPEC §3 'Network state'. */
export type NetworkState = {
  caipNetwork: CaipNetwork | undefined
  supportsAllNetworks: boolean
  smartAccountEnabledNetworks: number[]
  requestedCaipNetworks: CaipNetwork[]
  approvedCaipNetworkIds: CaipNetworkId[]
}

/** An account of a chain (SPEC §3 'Account (chain)'). */
export type ChainAccount = {
  namespace: string
  address: string
  type: string
  publicKey?: string
  path?: string
}
