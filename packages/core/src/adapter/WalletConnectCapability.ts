import type { ChainAdapter } from './ChainAdapter'
import type { PairingUriCapability } from './PairingUriCapability'

/**
 * What one adapter adds to the WalletConnect session proposal: its namespace, the CAIP-2 ids of
 * its networks, the wallet methods and events it needs, and an RPC URL per chain (keyed by the
 * chain reference, the part after the colon) so the WalletConnect provider never falls back to
 * its vendor's RPC host.
 */
export type WalletConnectNamespace = {
  /** The CAIP-2 namespace ('eip155', 'solana', 'cosmos', ...). */
  readonly namespace: string
  /** The CAIP-2 chain ids proposed ('eip155:1', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'). */
  readonly chains: readonly string[]
  readonly methods: readonly string[]
  readonly events: readonly string[]
  /** An RPC URL per chain reference ('1' → 'http://127.0.0.1:8545'). */
  readonly rpcMap: Readonly<Record<string, string>>
}

/** A request the wallet answers through the shared session, on one chain of the namespace. */
export type WalletConnectRequest = {
  method: string
  params?: unknown
  /** The CAIP-2 chain id the request is for (it must be in the approved session). */
  chainId: string
}

/**
 * The approved session as one adapter sees it: the accounts the wallet gave its namespace and
 * a request function that reaches the wallet (or, for methods the wallet did not approve, the
 * chain's RPC URL of the proposal's `rpcMap`).
 */
export type WalletConnectNamespaceSession = {
  /** The CAIP-10 accounts approved for the namespace ('eip155:1:0xabc…'), in the wallet's order. */
  readonly accounts: readonly string[]
  /** The methods the wallet approved for the namespace. */
  readonly methods: readonly string[]
  /** Sends a request through the session; rejects with the wallet's error. */
  request<T = unknown>(request: WalletConnectRequest): Promise<T>
}

/** A session event of the wallet for one namespace (`accountsChanged`, `chainChanged`, ...). */
export type WalletConnectSessionEvent = {
  readonly name: string
  readonly data: unknown
  /** The CAIP-2 chain id the wallet sent the event for. */
  readonly chainId: string
}

/**
 * The optional capability of an adapter that takes part in the one WalletConnect session of an
 * instance (`@appkit/walletconnect`): it contributes its namespace to the proposal, so one QR
 * code pairs every configured namespace, and receives its part of the approved session.
 */
export type WalletConnectCapability = {
  /** What the adapter adds to the session proposal. */
  readonly walletConnectNamespace: WalletConnectNamespace
  /**
   * Receives the namespace's part of the approved (or restored, or updated) session; `undefined`
   * when the session ended or the wallet approved no account for the namespace.
   */
  setWalletConnectSession(session: WalletConnectNamespaceSession | undefined): void
  /** Receives the wallet's session events for the namespace. */
  onWalletConnectEvent(event: WalletConnectSessionEvent): void
}

/**
 * The shared WalletConnect session as an adapter holds it (`@appkit/walletconnect`'s client
 * implements it): the adapter registers itself, and the pairing connector of one adapter drives
 * the pairing for all of them.
 */
export type WalletConnectSessionHost = Omit<PairingUriCapability, 'pairingConnectorId'> & {
  /** Adds the adapter's namespace to the proposal and hands it its part of the session. */
  register(adapter: WalletConnectCapability): void
  /** Proposes one session with every registered namespace; resolves once the wallet approved. */
  connect(): Promise<void>
  /** Loads the libraries and restores a stored session; resolves whether one is active. */
  restore(): Promise<boolean>
  /** Ends the session (the wallet gets `session_delete`). */
  disconnect(): Promise<void>
  /** True while a session is active. */
  isConnected(): boolean
  /** The CAIP-10 accounts of the active session by namespace ({} without a session). */
  getSessionAccounts(): Readonly<Record<string, readonly string[]>>
  /** True once the WalletConnect libraries were loaded (they load on first use only). */
  isLoaded(): boolean
  /** Closes the relay socket and timers (the session stays stored); for teardown. */
  close(): Promise<void>
}

/** True when `adapter` takes part in a WalletConnect session (see {@link WalletConnectCapability}). */
export function hasWalletConnect(
  adapter: ChainAdapter | undefined,
): adapter is ChainAdapter & WalletConnectCapability {
  const candidate = adapter as Partial<WalletConnectCapability> | undefined
  const contribution = candidate?.walletConnectNamespace
  return (
    typeof contribution?.namespace === 'string' &&
    Array.isArray(contribution.chains) &&
    typeof candidate?.setWalletConnectSession === 'function' &&
    typeof candidate.onWalletConnectEvent === 'function'
  )
}
