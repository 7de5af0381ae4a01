import type { ChainAdapter } from '../adapter/ChainAdapter'
import { SiweAndSiwxConfiguredError } from '../errors/siwxErrors'
import type { PreferredAccountType } from '../types/account'
import type { CaipNetwork, ChainNamespace } from '../types/network'
import type { Features } from './features'

/** The base URLs of the services the modal calls (no host is hard-coded). */
export type ApiUrls = {
  /** The blockchain data API (balances, history, identity, swaps, on-ramp, names). */
  blockchain: string
  /** The wallet API (config, origins, wallet registry, images). */
  wallet: string
  /** The analytics sink (`{analytics}/e`). */
  analytics: string
}

/** Signs a text with the connected account (what sign-out asks for a server revocation). */
export type SiwxSigner = { signMessage(message: string): Promise<string> }

/** The SIWX configuration the SIWX flow reads. */
export type SiwxConfig = {
  /** Whether sign-in is required (closing and cancelling behave differently). */
  required?: boolean
  /** Builds the message to sign for an account. */
  createMessage: (input: {
    accountAddress: string
    chainId: string
  }) => Promise<{ toString(): string }>
  /** Stores a signed session. */
  addSession: (session: {
    message: string
    signature: string
    chainId: string
    accountAddress: string
  }) => Promise<void>
  /** The sessions of an address on a network. */
  getSessions: (chainId: string, accountAddress: string) => Promise<readonly unknown[]>
  /**
   * Signs out an address on a network (only that pair); `signer` signs with the connected
   * account, for storages that revoke on a server. Without it, sign-out only clears the state.
   */
  deleteSessions?: (chainId: string, accountAddress: string, signer: SiwxSigner) => Promise<void>
  /**
   * Signs out (`deleteSessions`) of the signed-in address before a disconnect; on by default
   * (SPEC §9 'Signing out on disconnect on by default'). A failed sign-out never blocks the
   * disconnect.
   */
  signOutOnDisconnect?: boolean
}

/** The options a dapp passes to create an instance. */
export type AppKitOptions = {
  /** Optional project id, sent as `projectId` when set. */
  projectId?: string
  networks: readonly CaipNetwork[]
  defaultNetwork?: CaipNetwork
  adapters?: readonly ChainAdapter[]
  /** Basic WalletConnect mode (no adapter). Defaults to true when no adapter is given. */
  basic?: boolean
  /** Embedded mode: the modal is part of the page. */
  embedded?: boolean
  /** Network switching disabled. */
  enableNetworkSwitch?: boolean
  allowUnsupportedChain?: boolean
  /** Reconnect stored connections at start (default true). */
  enableReconnect?: boolean
  features?: Partial<Features>
  siwx?: SiwxConfig
  /** Legacy SIWE config; cannot be combined with `siwx`. */
  siweConfig?: unknown
  /** Wallets hidden by rdns or name (case-insensitive). */
  excludeWallets?: readonly string[]
  featuredWalletIds?: readonly string[]
  defaultAccountTypes?: Partial<Record<ChainNamespace, PreferredAccountType>>
  apiUrls: ApiUrls
  /** The pages of the on-ramp providers (default: the meld widget; coinbase's is generated). */
  onrampUrls?: { meld?: string }
  /** Scopes this instance's storage keys (`@appkit-wallet/{scope}.{key}`) when set. */
  storageScope?: string
  /** Timeout and retry settings of the API clients (defaults: SPEC §7). */
  apiTransport?: {
    timeoutMs?: number
    retryCount?: number
    retryBaseDelayMs?: number
    retryMaxDelayMs?: number
  }
  sdkType?: string
  sdkVersion?: string
  debug?: boolean
  metadata?: { name: string; description: string; url: string; icons: readonly string[] }
}

/** Validates options ('Cannot set both `siweConfig` and `siwx` options'). */
export function validateOptions(options: AppKitOptions): void {
  if (options.siweConfig !== undefined && options.siwx !== undefined)
    throw new SiweAndSiwxConfiguredError()
}
