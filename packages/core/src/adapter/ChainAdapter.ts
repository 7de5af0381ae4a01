import type { Connector } from '../types/connector'
import type { CaipAddress, CaipNetwork, CaipNetworkId, ChainNamespace } from '../types/network'
import type { ChainTransaction } from './ChainTransaction'
import type { RequestPolicy } from './RequestPolicy'

/**
 * What an account is for (SPEC §3): EVM accounts are an `eoa` or a `smartAccount`; a Bitcoin
 * wallet shares a `payment` and an `ordinal` account; Solana, Polkadot and Cosmos accounts are
 * `eoa`.
 */
export type AccountPurpose = 'eoa' | 'smartAccount' | 'payment' | 'ordinal'

/** An account a wallet shared: its CAIP-10 address and its purpose. */
export type ChainAdapterAccount = {
  caipAddress: CaipAddress
  purpose: AccountPurpose
  publicKey?: string
  path?: string
}

/** What `connect` and `reconnect` return: the active account and every account shared. */
export type ChainAdapterConnectResult = {
  /** The active account, on the network the wallet is on. */
  caipAddress: CaipAddress
  /** Every account the wallet shared (the active one included). */
  accounts: readonly ChainAdapterAccount[]
}

/** A native balance as the adapter reads it from the chain (a decimal string). */
export type ChainAdapterBalance = { balance: string; symbol: string }

/**
 * What an adapter reports to core: the wallet's accounts changed (`[]` means disconnected),
 * its network changed, it disconnected, or its connectors changed (a wallet announced itself).
 */
export type ChainAdapterEvent =
  | { type: 'accountsChanged'; connectorId: string; accounts: readonly ChainAdapterAccount[] }
  | { type: 'chainChanged'; connectorId: string; caipNetworkId: CaipNetworkId }
  | { type: 'disconnect'; connectorId: string }
  | { type: 'connectorsChanged'; connectors: readonly Connector[] }

/** Receives the events of an adapter. */
export type ChainAdapterListener = (event: ChainAdapterEvent) => void

/** A transfer of one asset: the native coin or a token, named by its CAIP-19 asset id. */
export type ChainAdapterTransfer = {
  /** The sending account. */
  from: CaipAddress
  /** The receiver's address in the sender's namespace. */
  to: string
  /** CAIP-19: `eip155:1/slip44:60` (native), `eip155:1/erc20:0x…`, `solana:…/token:<mint>`. */
  asset: string
  /** The amount in the asset's base units. */
  amount: bigint
}

/**
 * A transfer the adapter built and priced before the wallet signs it (capability
 * `prepareTransfer`): the network fee is known here, so the visitor sees it before signing.
 * Adapters add what they need to send it later (a PSBT, ...).
 */
export type ChainAdapterPreparedTransfer = {
  /** The network fee, in the native currency's base units (satoshis on bip122). */
  readonly fee: bigint
}

/**
 * Optional capabilities. An adapter that has one implements it; one that lacks it leaves it
 * out (never a stub), and the flows and views hide what needs it (no switch capability, no
 * switch button). Callers check with {@link hasCapability}. Which namespace can have which:
 *
 * | capability       | eip155 | solana | bip122 | polkadot | cosmos |
 * | ---------------- | ------ | ------ | ------ | -------- | ------ |
 * | switchNetwork    | yes    | no     | no     | no       | yes (Keplr enables chains) |
 * | transfer         | yes    | yes    | yes    | yes      | yes    |
 * | prepareTransfer  | no     | no     | yes (fee from the PSBT) | yes (fee from `paymentInfo`) | no |
 * | sendTransaction  | call   | serialized tx | PSBT | SCALE call | messages + fee + memo |
 * | signTransaction  | no     | yes    | PSBT   | yes      | yes    |
 * | signTypedData    | EIP-712 | no    | no     | no       | no     |
 */
export type ChainAdapterCapabilities = {
  /** Switches the wallet to a network of this namespace. */
  switchNetwork?: (params: { caipNetwork: CaipNetwork }) => Promise<void>
  /** Sends an asset; resolves with the transaction hash (or signature). */
  transfer?: (transfer: ChainAdapterTransfer) => Promise<string>
  /**
   * Builds and prices a transfer without signing it (the fee shown before signing); send it with
   * `sendPreparedTransfer`. An adapter has both or neither.
   */
  prepareTransfer?: (transfer: ChainAdapterTransfer) => Promise<ChainAdapterPreparedTransfer>
  /** Has the wallet sign a transfer from `prepareTransfer` and sends it; resolves with its hash. */
  sendPreparedTransfer?: (prepared: ChainAdapterPreparedTransfer) => Promise<string>
  /** Signs and sends a namespace-typed transaction; resolves with its hash (or signature). */
  sendTransaction?: (transaction: ChainTransaction) => Promise<string>
  /** Signs a namespace-typed transaction without sending it; resolves with the signed form. */
  signTransaction?: (transaction: ChainTransaction) => Promise<string>
  /** Signs typed data (EIP-712). */
  signTypedData?: (params: { caipAddress: CaipAddress; data: unknown }) => Promise<string>
}

/**
 * The contract every adapter package (`@appkit/adapter-*`) implements for one namespace.
 * It speaks CAIP: CAIP-2 network ids, CAIP-10 accounts, CAIP-19 assets.
 *
 * The required part is what every namespace's wallets can honour: connect, reconnect,
 * disconnect, the accounts, a balance, signing a message, events and connectors, and the
 * request policy. Anything else is an optional capability ({@link ChainAdapterCapabilities}).
 *
 * Errors: a wallet's refusal (EIP-1193 4001, CAIP-25 5000, a Wallet Standard or library
 * rejection) MUST reach core as its user-rejection error (`UserRejectedRequestError`, or any
 * error `isUserRejection` recognises by code or class), so the modal shows 'Connection
 * rejected' and never retries.
 *
 * @example
 * const adapter: ChainAdapter = {
 *   namespace: 'cosmos',
 *   networks: [myChain],
 *   requestPolicy: { safeMethods: ['cosmos_getAccounts'], approvalMethods: ['cosmos_signDirect'] },
 *   connect: async ({ connectorId }) => ({ caipAddress, accounts }),
 *   ...
 * }
 */
export type ChainAdapter = ChainAdapterCapabilities & {
  /** The namespace this adapter serves ('ChainController:addAdapter - adapter must have a namespace'). */
  readonly namespace: ChainNamespace
  /** The networks the dapp configured for this namespace. */
  readonly networks: readonly CaipNetwork[]
  /** Which wallet methods run at once, which wait for approval, how approval summarises them. */
  readonly requestPolicy: RequestPolicy
  /** Connects with a connector, optionally asking for a network. */
  connect(params: {
    connectorId: string
    caipNetworkId?: CaipNetworkId
  }): Promise<ChainAdapterConnectResult>
  /**
   * Restores a connection the wallet already authorised, without asking the visitor again
   * (after a reload); resolves undefined when the wallet no longer authorises it.
   */
  reconnect(params: { connectorId: string }): Promise<ChainAdapterConnectResult | undefined>
  /** Disconnects the connector (or the active one). */
  disconnect(params?: { connectorId?: string }): Promise<void>
  /** The accounts of a connector ([] when it is not connected). */
  getAccounts(params: { connectorId: string }): Promise<readonly ChainAdapterAccount[]>
  /** The native balance of an account, on the account's network. */
  getBalance(params: { caipAddress: CaipAddress }): Promise<ChainAdapterBalance>
  /** Signs a text message with an account; resolves with the signature. */
  signMessage(params: { message: string; caipAddress: CaipAddress }): Promise<string>
  /** The connectors the adapter offers now (announced, injected, ...). */
  getConnectors(): readonly Connector[]
  /** Reports the adapter's events to `listener`; returns the function that stops it. */
  subscribe(listener: ChainAdapterListener): () => void
  /**
   * Loads what the adapter deferred (its wallet code, see createLazyAdapter); the modal calls it
   * as it opens, so that the Connect view lists the adapter's wallets. Absent when nothing waits.
   */
  load?(): Promise<void>
}

/** True when the adapter implements the optional capability `name`. */
export function hasCapability<K extends keyof ChainAdapterCapabilities>(
  adapter: ChainAdapter | undefined,
  name: K,
): adapter is ChainAdapter & Required<Pick<ChainAdapterCapabilities, K>> {
  return typeof adapter?.[name] === 'function'
}
