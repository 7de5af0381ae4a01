import type { CaipAddress, CaipNetwork, CaipNetworkId, Connector } from '@appkit/core'
import {
  ConnectorChainsNotSupportedError,
  ConnectorNotFoundForConnectionError,
  formatUnits,
  NoActiveCaipAddressError,
  UnsupportedAssetError,
} from '@appkit/core'
import type {
  ChainAdapter,
  ChainAdapterAccount,
  ChainAdapterBalance,
  ChainAdapterConnectResult,
  ChainAdapterEvent,
  ChainAdapterListener,
  ChainAdapterPreparedTransfer,
  ChainAdapterTransfer,
  ChainTransaction,
  RequestPolicy,
} from '@appkit/core/adapter'
import {
  formatCaipAddress,
  splitCaipAddress,
  WalletConnectParticipantAdapter,
} from '@appkit/core/adapter'
import type { Injected } from '@polkadot/extension-inject/types'
import { type PolkadotSessionAccount, toAdapterAccounts } from './accounts/toAdapterAccounts'
import { decodeSs58, encodeSs58 } from './address/ss58'
import type { ApiPromise } from './chain/polkadotChain'
import {
  PolkadotAdapterConfigError,
  UnsupportedTransactionKindError,
} from './errors/polkadotErrors'
import { withPolkadotErrors } from './errors/toPolkadotAdapterError'
import { GENERIC_SS58_FORMAT, POLKADOT_SS58_FORMATS } from './networks/polkadotNetworks'
import type { PolkadotAdapterOptions } from './PolkadotAdapterOptions'
import { POLKADOT_REQUEST_POLICY } from './requests/polkadotRequestPolicy'
import {
  createPolkadotWalletConnect,
  type PolkadotWalletConnect,
} from './walletConnect/createPolkadotWalletConnect'
import {
  type InjectedWeb3Host,
  type PolkadotInjectedWallet,
  readInjectedWallets,
} from './wallets/injectedWallets'

type Session = {
  injected: Injected
  caipNetworkId: CaipNetworkId
  accounts: PolkadotSessionAccount[]
  stop: () => void
}

/** A transfer built and priced before signing: the fee the visitor approves, in planck. */
export type PreparedPolkadotTransfer = {
  readonly caipNetworkId: CaipNetworkId
  readonly from: string
  readonly to: string
  readonly amount: bigint
  /** The fee the chain will charge (`payment_queryInfo`'s partial fee), known before signing. */
  readonly fee: bigint
  /** The unsigned call, SCALE-encoded (`balances.transferKeepAlive`). */
  readonly call: `0x${string}`
}

const loadChain = () => import('./chain/polkadotChain')
const NATIVE_ASSET = /^polkadot:[0-9a-f]{32}\/slip44:354$/
const toHex = (text: string) =>
  `0x${Array.from(new TextEncoder().encode(text), (byte) => byte.toString(16).padStart(2, '0')).join('')}`

/**
 * The Polkadot adapter (namespace `polkadot`): offers the extensions injected in
 * `window.injectedWeb3` (one connector each), connects their Substrate accounts shown in the
 * network's SS58 format, reads balances, sends the native token (`balances.transferKeepAlive`,
 * the fee known before signing) and SCALE calls, and signs messages with the extension's
 * `signRaw`. @polkadot/api loads with the first balance, fee or transfer, not with the adapter.
 *
 * @example
 * const polkadotAdapter = new PolkadotAdapter({ networks: [myPolkadot], appName: 'My dapp' })
 * createAppKit({ adapters: [polkadotAdapter], networks: [myPolkadot] })
 */
export class PolkadotAdapter extends WalletConnectParticipantAdapter implements ChainAdapter {
  readonly namespace = 'polkadot' as const
  readonly networks: readonly CaipNetwork[]
  /** Signing a message or a transaction waits for approval. */
  readonly requestPolicy: RequestPolicy = POLKADOT_REQUEST_POLICY
  readonly #appName: string
  readonly #ss58: Readonly<Record<CaipNetworkId, number>>
  readonly #host: InjectedWeb3Host
  readonly #excluded: readonly string[]
  readonly #listeners = new Set<ChainAdapterListener>()
  readonly #sessions = new Map<string, Session>()
  readonly #apis = new Map<CaipNetworkId, Promise<ApiPromise>>()
  readonly #walletConnect: PolkadotWalletConnect | undefined

  constructor(options: PolkadotAdapterOptions) {
    super()
    this.networks = options.networks.filter((network) => network.chainNamespace === 'polkadot')
    if (!options.appName)
      throw new PolkadotAdapterConfigError('The Polkadot adapter needs `appName`')
    this.#appName = options.appName
    this.#ss58 = { ...POLKADOT_SS58_FORMATS, ...options.ss58Formats }
    this.#host = options.host ?? (globalThis as InjectedWeb3Host)
    this.#excluded = options.excludeWalletNames ?? []
    this.#walletConnect = options.walletConnect
      ? createPolkadotWalletConnect(options.walletConnect, this.networks)
      : undefined
    // With the `walletConnect` option: the shared session's members (core's WalletConnectParticipant).
    this.joinWalletConnect(this.#walletConnect?.capability)
  }

  #emit(event: ChainAdapterEvent): void {
    for (const listener of this.#listeners) listener(event)
  }

  /** The SS58 format addresses of `caipNetworkId` are shown in. */
  ss58FormatOf(caipNetworkId: CaipNetworkId): number {
    return this.#ss58[caipNetworkId] ?? GENERIC_SS58_FORMAT
  }

  #wallet(connectorId: string): PolkadotInjectedWallet | undefined {
    return [
      ...readInjectedWallets(this.#host, this.#excluded),
      ...(this.#walletConnect ? [this.#walletConnect.wallet] : []),
    ].find((wallet) => wallet.id === connectorId)
  }

  #network(caipNetworkId: CaipNetworkId): CaipNetwork {
    const network = this.networks.find((candidate) => candidate.caipNetworkId === caipNetworkId)
    if (!network) throw new ConnectorChainsNotSupportedError({ details: caipNetworkId })
    return network
  }

  /** @polkadot/api connected to `caipNetworkId`'s RPC URL, loaded and connected once per network. */
  #api(caipNetworkId: CaipNetworkId): Promise<ApiPromise> {
    const cached = this.#apis.get(caipNetworkId)
    if (cached) return cached
    const url = this.#network(caipNetworkId).rpcUrls.default.http[0]
    if (!url)
      throw new PolkadotAdapterConfigError(`No RPC URL for ${caipNetworkId}`, {
        details: 'Give the network rpcUrls.default.http (a ws or http URL of a Substrate node).',
      })
    const api = loadChain().then((chain) => chain.connectPolkadotApi(url))
    this.#apis.set(caipNetworkId, api)
    api.catch(() => this.#apis.delete(caipNetworkId))
    return api
  }

  #session(caipAddress: CaipAddress): { session: Session; account: PolkadotSessionAccount } {
    for (const session of this.#sessions.values()) {
      const account = session.accounts.find((candidate) => candidate.caipAddress === caipAddress)
      if (account) return { session, account }
    }
    throw new NoActiveCaipAddressError({ details: caipAddress })
  }

  async #enable(wallet: PolkadotInjectedWallet): Promise<Injected> {
    const enable = wallet.provider.enable
    if (!enable) throw new ConnectorNotFoundForConnectionError({ details: wallet.id })
    return withPolkadotErrors(() => enable(this.#appName), 'Failed to connect')
  }

  async #start(
    connectorId: string,
    injected: Injected,
    caipNetworkId: CaipNetworkId,
  ): Promise<ChainAdapterConnectResult | undefined> {
    const format = this.ss58FormatOf(caipNetworkId)
    const walletAccounts = await withPolkadotErrors(
      () => injected.accounts.get(),
      'Failed to connect',
    )
    const accounts = toAdapterAccounts(walletAccounts, caipNetworkId, format)
    const [active] = accounts
    if (!active) return undefined
    this.#sessions.get(connectorId)?.stop()
    this.#sessions.delete(connectorId) // the new subscription's first call finds no session
    const stop = injected.accounts.subscribe((next) => {
      const session = this.#sessions.get(connectorId)
      if (!session) return
      session.accounts = toAdapterAccounts(next, caipNetworkId, format)
      this.#emit({ type: 'accountsChanged', connectorId, accounts: session.accounts.map(toPublic) })
      if (session.accounts.length === 0) {
        session.stop()
        this.#sessions.delete(connectorId)
        this.#emit({ type: 'disconnect', connectorId })
      }
    })
    this.#sessions.set(connectorId, { injected, caipNetworkId, accounts, stop })
    return { caipAddress: active.caipAddress, accounts: accounts.map(toPublic) }
  }

  /**
   * The connectors: one per extension in `window.injectedWeb3` (exclusions applied), announced by
   * name, then WalletConnect's with the `walletConnect` option.
   */
  getConnectors(): readonly Connector[] {
    return [
      ...readInjectedWallets(this.#host, this.#excluded).map(
        (wallet): Connector => ({
          id: wallet.id,
          type: 'ANNOUNCED',
          name: wallet.name,
          chain: 'polkadot',
          chains: this.networks,
          provider: wallet.provider,
        }),
      ),
      ...(this.#walletConnect ? [this.#walletConnect.connector] : []),
    ]
  }

  /** Reports accountsChanged and disconnect (the extension removed every account) to `listener`. */
  subscribe(listener: ChainAdapterListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /**
   * Enables the extension `connectorId` for this dapp (the extension asks the visitor) and takes
   * its accounts on `caipNetworkId` (or the first configured network), the first one active. A
   * refusal throws core's UserRejectedRequestError; an extension that shares no account for the
   * network throws 'The connector does not support any of the requested chains'.
   */
  async connect(params: {
    connectorId: string
    caipNetworkId?: CaipNetworkId
  }): Promise<ChainAdapterConnectResult> {
    const wallet = this.#wallet(params.connectorId)
    if (!wallet) throw new ConnectorNotFoundForConnectionError({ details: params.connectorId })
    const network = params.caipNetworkId ? this.#network(params.caipNetworkId) : this.networks[0]
    if (!network) throw new ConnectorChainsNotSupportedError({ details: wallet.id })
    const injected = await this.#enable(wallet)
    const result = await this.#start(params.connectorId, injected, network.caipNetworkId)
    if (!result) throw new ConnectorChainsNotSupportedError({ details: network.caipNetworkId })
    return result
  }

  /**
   * Restores a connection after a reload: enables the extension again, which an extension that
   * still authorises this site grants without asking; undefined when it is gone or shares no
   * account. (`window.injectedWeb3` has no silent mode: an extension that revoked the site asks.)
   */
  async reconnect(params: { connectorId: string }): Promise<ChainAdapterConnectResult | undefined> {
    const wallet = this.#wallet(params.connectorId)
    const network = this.networks[0]
    if (!wallet || !network) return undefined
    const injected = await this.#enable(wallet)
    return this.#start(params.connectorId, injected, network.caipNetworkId)
  }

  /**
   * Forgets the extension's accounts (injected extensions have no disconnect call of their own);
   * WalletConnect's connector also ends the shared session.
   */
  async disconnect(params: { connectorId?: string } = {}): Promise<void> {
    const ids = params.connectorId ? [params.connectorId] : [...this.#sessions.keys()]
    for (const connectorId of ids) {
      const session = this.#sessions.get(connectorId)
      if (!session) continue
      session.stop()
      this.#sessions.delete(connectorId)
      if (connectorId === this.#walletConnect?.wallet.id) await this.#walletConnect.disconnect()
      this.#emit({ type: 'disconnect', connectorId })
    }
  }

  /** The accounts of `connectorId` in the network's SS58 format ([] when it is not connected). */
  async getAccounts(params: { connectorId: string }): Promise<readonly ChainAdapterAccount[]> {
    return (this.#sessions.get(params.connectorId)?.accounts ?? []).map(toPublic)
  }

  /** The free balance of an account, read from the chain (loads @polkadot/api on first use). */
  async getBalance(params: { caipAddress: CaipAddress }): Promise<ChainAdapterBalance> {
    const { caipNetworkId, address } = splitCaipAddress(params.caipAddress)
    const network = this.#network(caipNetworkId)
    const [chain, api] = await Promise.all([loadChain(), this.#api(caipNetworkId)])
    const free = await chain.readFreeBalance(api, address)
    const { decimals, symbol } = network.nativeCurrency
    return { balance: formatUnits(free, decimals), symbol }
  }

  /**
   * Signs `message` (UTF-8) with the extension's `signRaw` (type `bytes`: extensions sign it
   * wrapped in `<Bytes>…</Bytes>`); resolves with the hex signature, which `signatureVerify` of
   * `@polkadot/util-crypto` checks against the message and the address.
   */
  async signMessage(params: { message: string; caipAddress: CaipAddress }): Promise<string> {
    const { session, account } = this.#session(params.caipAddress)
    const signRaw = session.injected.signer.signRaw
    if (!signRaw)
      throw new PolkadotAdapterConfigError('The wallet cannot sign messages (no signRaw)')
    const { signature } = await withPolkadotErrors(
      () => signRaw({ address: account.walletAddress, data: toHex(params.message), type: 'bytes' }),
      'Failed to sign the message',
    )
    return signature
  }

  /**
   * Builds and prices a transfer of the native token without signing it: the fee comes from the
   * chain (`paymentInfo`) before the wallet is asked.
   */
  async prepareTransfer(transfer: ChainAdapterTransfer): Promise<PreparedPolkadotTransfer> {
    const { caipNetworkId, address: from } = splitCaipAddress(transfer.from)
    if (!NATIVE_ASSET.test(transfer.asset) || !transfer.asset.startsWith(`${caipNetworkId}/`))
      throw new UnsupportedAssetError({ details: transfer.asset })
    this.#session(transfer.from)
    const to = encodeSs58(decodeSs58(transfer.to).accountId, this.ss58FormatOf(caipNetworkId))
    const [chain, api] = await Promise.all([loadChain(), this.#api(caipNetworkId)])
    const extrinsic = chain.buildTransfer(api, to, transfer.amount)
    const fee = await withPolkadotErrors(
      () => chain.estimateFee(extrinsic, from),
      'Failed to price the transfer',
    )
    return { caipNetworkId, from, to, amount: transfer.amount, fee, call: extrinsic.method.toHex() }
  }

  /**
   * Has the extension sign a transfer from {@link PolkadotAdapter.prepareTransfer} (`signPayload`)
   * and submits exactly that call; resolves with the extrinsic hash once it is in a block. A
   * signature the chain refuses rejects with PolkadotTransactionRefusedError ('The chain refused
   * the transaction: 1010 invalid badProof'), a core TransactionRefusedError.
   */
  async sendPreparedTransfer(transfer: ChainAdapterPreparedTransfer): Promise<string> {
    const prepared = transfer as Partial<PreparedPolkadotTransfer>
    if (!prepared.caipNetworkId || !prepared.from || typeof prepared.call !== 'string')
      throw new PolkadotAdapterConfigError('Not a transfer prepared by the Polkadot adapter')
    const from = formatCaipAddress(prepared.caipNetworkId, prepared.from)
    return this.#send(prepared.caipNetworkId, prepared.call, this.#session(from))
  }

  /**
   * Sends the native token: `balances.transferKeepAlive` priced ({@link PolkadotAdapter.prepareTransfer}),
   * signed by the extension's `signPayload`, resolved with the extrinsic hash once it is in a block.
   */
  async transfer(transfer: ChainAdapterTransfer): Promise<string> {
    return this.sendPreparedTransfer(await this.prepareTransfer(transfer))
  }

  /**
   * Signs and sends a `scaleCall` transaction (a SCALE-encoded call) from the first account of the
   * session on its network; resolves with the extrinsic hash once it is in a block.
   */
  async sendTransaction(transaction: ChainTransaction): Promise<string> {
    if (transaction.kind !== 'scaleCall')
      throw new UnsupportedTransactionKindError(transaction.kind)
    const signing = this.#activeOn(transaction.caipNetworkId)
    return this.#send(transaction.caipNetworkId, transaction.call, signing)
  }

  async #send(
    caipNetworkId: CaipNetworkId,
    call: `0x${string}`,
    { session, account }: { session: Session; account: PolkadotSessionAccount },
  ): Promise<string> {
    const [chain, api] = await Promise.all([loadChain(), this.#api(caipNetworkId)])
    const extrinsic = chain.buildCall(api, call)
    const landed = await withPolkadotErrors(
      () => chain.signAndSubmit(api, extrinsic, account.walletAddress, session.injected.signer),
      'Failed to send the transaction',
    )
    return landed.hash
  }

  #activeOn(caipNetworkId: CaipNetworkId): { session: Session; account: PolkadotSessionAccount } {
    for (const session of this.#sessions.values()) {
      const [account] = session.accounts
      if (session.caipNetworkId === caipNetworkId && account) return { session, account }
    }
    throw new NoActiveCaipAddressError({ details: caipNetworkId })
  }

  /** Stops watching the extensions' accounts and disconnects from the chains. */
  async destroy(): Promise<void> {
    for (const session of this.#sessions.values()) session.stop()
    this.#sessions.clear()
    this.#listeners.clear()
    const apis = [...this.#apis.values()]
    this.#apis.clear()
    await Promise.all(
      apis.map((api) =>
        api.then(
          (ready) => ready.disconnect(),
          () => undefined,
        ),
      ),
    )
  }
}

function toPublic(account: PolkadotSessionAccount): ChainAdapterAccount {
  const { walletAddress: _walletAddress, ...rest } = account
  return rest
}
