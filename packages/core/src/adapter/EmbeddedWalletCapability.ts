import type { ChainAdapter } from './ChainAdapter'

/** The id of the embedded e-mail/social wallet's connector (type AUTH) in every namespace. */
export const AUTH_CONNECTOR_ID = 'ID_AUTH'

/**
 * The logged-in embedded wallet as core hands it to an adapter, in no namespace's terms: the
 * user's address and chain id in the adapter's namespace, and the frame's three operations.
 * The adapter wraps it in whatever its wallet library expects (an EIP-1193 provider for EVM,
 * a Wallet Standard wallet for Solana).
 */
export type EmbeddedWalletSession = {
  /** The address of the logged-in user in the adapter's namespace. */
  readonly address: string
  /** The chain id (CAIP-2 reference) the embedded wallet is on. */
  readonly chainId: number | string
  /** Sends a wallet request of the namespace to the frame, which signs it server side. */
  request(method: string, params?: unknown): Promise<unknown>
  /** Moves the embedded wallet to `chainId` (the frame answers 4902 for a chain it lacks). */
  switchNetwork(chainId: number | string): Promise<void>
  /** Signs out of the frame (SPEC §4 'Disconnect of the embedded wallet clears stored login data'). */
  signOut(): Promise<void>
}

/**
 * The optional capability of an adapter whose namespace has embedded login (SPEC §1 'Embedded
 * e-mail/social login works only on eip155 and solana'): it serves the embedded wallet as its
 * connector {@link AUTH_CONNECTOR_ID} of type AUTH, so core's AUTH rules (network switch, reconnect
 * flow, display name, name registration) apply to it. Calling it again (a new login, or the frame's
 * stored session after a reload) points that connector at the new session.
 */
export type EmbeddedWalletCapability = {
  /**
   * Serves `session` as the AUTH connector; the connector is listed when this resolves (an
   * adapter may load its embedded-wallet code on first use, off the page's first load).
   */
  setEmbeddedWallet(session: EmbeddedWalletSession): Promise<void>
}

/** True when `adapter` can serve the embedded wallet (see {@link EmbeddedWalletCapability}). */
export function hasEmbeddedWallet(
  adapter: ChainAdapter | undefined,
): adapter is ChainAdapter & EmbeddedWalletCapability {
  return (
    typeof (adapter as Partial<EmbeddedWalletCapability> | undefined)?.setEmbeddedWallet ===
    'function'
  )
}
