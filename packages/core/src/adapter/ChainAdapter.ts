import type { ChainAccount } from '../types/account'
import type { Connector } from '../types/connector'
import type { CaipNetwork, ChainNamespace } from '../types/network'

/** What `connect` returns: the connected address and chain. */
export type ChainAdapterConnectResult = {
  address: string
  chainId: number | string
  accounts: readonly ChainAccount[]
}

/** A balance as the adapter reads it from the chain. */
export type ChainAdapterBalance = { balance: string; symbol: string }

/** A transaction to send: the fields every namespace shares; adapters read what they need. */
export type ChainAdapterTransaction = {
  to: string
  value: bigint
  data?: string
  caipNetwork: CaipNetwork
  [extra: string]: unknown
}

/**
 * What an adapter reports to core: the wallet's accounts changed (`[]` means disconnected),
 * its chain changed (a normalised chain id), it disconnected, or its connectors changed (a
 * wallet announced itself).
 */
export type ChainAdapterEvent =
  | { type: 'accountsChanged'; connectorId: string; accounts: readonly ChainAccount[] }
  | { type: 'chainChanged'; connectorId: string; chainId: number | string }
  | { type: 'disconnect'; connectorId: string }
  | { type: 'connectorsChanged'; connectors: readonly Connector[] }

/** Receives the events of an adapter. */
export type ChainAdapterListener = (event: ChainAdapterEvent) => void

/**
 * Optional capabilities. An adapter that has one implements it; one that lacks it leaves
 * it out (never a stub). Callers check with {@link hasCapability}.
 */
export type ChainAdapterCapabilities = {
  /** Sends several calls at once (EIP-5792 `wallet_sendCalls`). */
  sendCalls?: (calls: readonly ChainAdapterTransaction[]) => Promise<string>
  /** Signs typed data (EIP-712 and the like). */
  signTypedData?: (params: { address: string; data: unknown }) => Promise<string>
  /** Estimates the gas of a transaction. */
  estimateGas?: (transaction: ChainAdapterTransaction) => Promise<bigint>
  /** Resolves a name (ENS-like) to an address. */
  resolveName?: (name: string) => Promise<string | null>
  /**
   * Restores a connection the wallet already authorised, without asking the user again (after a
   * reload); resolves undefined when the wallet no longer authorises it. Without it, the
   * reconnect at start calls `connect`, which some wallet libraries turn into a prompt.
   */
  reconnect?: (params: { connectorId: string }) => Promise<ChainAdapterConnectResult | undefined>
  /** Reports which networks the wallet can switch to without adding them. */
  getApprovedNetworks?: () => Promise<readonly string[]>
}

/**
 * The contract every adapter package (`@appkit/adapter-*`) implements for one namespace.
 *
 * The required part is small: connect, disconnect, list accounts, switch network, read a
 * balance, sign a message, send a transaction. Anything else is an optional capability
 * (see {@link ChainAdapterCapabilities}) that an adapter declares by implementing it; core
 * never calls a capability the adapter lacks, so no adapter stubs one with fake values.
 *
 * @example
 * const adapter: ChainAdapter = {
 *   namespace: 'eip155',
 *   networks: [mainnet],
 *   connect: async ({ connectorId, chainId }) => ({ address, chainId, accounts }),
 *   ...
 * }
 * addAdapter(core.chain, adapter)
 */
export type ChainAdapter = ChainAdapterCapabilities & {
  /** The namespace this adapter serves ('ChainController:addAdapter - adapter must have a namespace'). */
  readonly namespace: ChainNamespace
  /** The networks the dapp configured for this namespace. */
  readonly networks: readonly CaipNetwork[]
  /** Connects with a connector, optionally on a given chain. */
  connect(params: {
    connectorId: string
    chainId?: number | string
  }): Promise<ChainAdapterConnectResult>
  /** Disconnects the connector (or the active one). */
  disconnect(params?: { connectorId?: string }): Promise<void>
  /** The accounts of a connector. */
  getAccounts(params: { connectorId: string }): Promise<readonly ChainAccount[]>
  /** Switches the wallet to a network. */
  switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void>
  /** The native balance of an address on a network. */
  getBalance(params: { address: string; caipNetwork: CaipNetwork }): Promise<ChainAdapterBalance>
  /** Signs a message; resolves with the signature. */
  signMessage(params: { message: string; address: string }): Promise<string>
  /** Sends a transaction; resolves with its hash or signature. */
  sendTransaction(transaction: ChainAdapterTransaction): Promise<string>
  /** The connectors the adapter offers now (announced, injected, ...). */
  getConnectors(): readonly Connector[]
  /** Reports the adapter's events to `listener`; returns the function that stops it. */
  subscribe(listener: ChainAdapterListener): () => void
}

/** True when the adapter implements the optional capability `name`. */
export function hasCapability<K extends keyof ChainAdapterCapabilities>(
  adapter: ChainAdapter,
  name: K,
): adapter is ChainAdapter & Required<Pick<ChainAdapterCapabilities, K>> {
  return typeof adapter[name] === 'function'
}
