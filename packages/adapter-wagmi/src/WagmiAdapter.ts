import type { CaipAddress, CaipNetwork, CaipNetworkId, Connector } from '@appkit/core'
import type {
  ChainAdapter,
  ChainAdapterAccount,
  ChainAdapterBalance,
  ChainAdapterConnectResult,
  ChainAdapterEvent,
  ChainAdapterListener,
  ChainAdapterTransfer,
  ChainTransaction,
  EmbeddedWalletCapability,
  EmbeddedWalletSession,
  RequestPolicy,
  WalletConnectNamespace,
  WalletConnectNamespaceSession,
  WalletConnectSessionEvent,
} from '@appkit/core/adapter'
import { withCustomRpcUrls } from '@appkit/core/networks'
import type { Config, Connector as WagmiConnector } from '@wagmi/core'
import type { Chain } from 'viem'
import { adapterActions } from './adapterActions'
import { registerWalletConnectors } from './connectors/registerWalletConnectors'
import type { ConnectorMeta } from './connectors/toCoreConnector'
import { toCoreConnector } from './connectors/toCoreConnector'
import { createAdapterWagmiConfig } from './createAdapterWagmiConfig'
import type { ImitationWarning } from './discovery/AnnouncedWallet'
import type { AnnouncedWalletsWatcher } from './discovery/watchAnnouncedWallets'
import { EVM_REQUEST_POLICY } from './requests/evmRequestPolicy'
import type { WagmiAdapterOptions } from './WagmiAdapterOptions'
import { eip155WalletConnectNamespace } from './walletConnect/eip155WalletConnectNamespace'
import { findWalletConnectConnector } from './walletConnect/findWalletConnectConnector'
import { watchConnectionEvents } from './watchConnectionEvents'

const defaultTarget = () =>
  typeof window === 'undefined' ? undefined : (window as unknown as EventTarget)

/**
 * The EVM adapter: owns a wagmi config (`adapter.wagmiConfig`, usable with wagmi hooks too),
 * discovers EIP-6963 wallets, and implements core's {@link ChainAdapter} on top of wagmi.
 *
 * @example
 * const wagmiAdapter = new WagmiAdapter({ networks: [mainnet, polygon], projectId })
 * createAppKit({ adapters: [wagmiAdapter], networks: [mainnet, polygon] })
 */
export class WagmiAdapter implements ChainAdapter, EmbeddedWalletCapability {
  readonly namespace = 'eip155' as const
  readonly networks: readonly CaipNetwork[]
  /** SPEC §6's EVM methods: safe ones run at once, not-safe ones wait for approval. */
  readonly requestPolicy: RequestPolicy = EVM_REQUEST_POLICY
  readonly projectId: string | undefined
  /** The wagmi config the adapter owns. */
  readonly wagmiConfig: Config
  readonly #chains: readonly Chain[]
  readonly #meta = new Map<string, ConnectorMeta>()
  readonly #listeners = new Set<ChainAdapterListener>()
  readonly #discovery: AnnouncedWalletsWatcher | undefined
  readonly #unwatch: () => void
  readonly #actions: ReturnType<typeof adapterActions>
  readonly #stopTransports: () => void
  #embedded: Promise<(session: EmbeddedWalletSession) => void> | undefined
  /** The WalletConnect connector's id; only with the `walletConnect` option (core's PairingUriCapability). */
  readonly pairingConnectorId?: string
  /** Calls `listener` with each new `wc:` URI; only with the `walletConnect` option. */
  readonly subscribePairingUri?: (listener: (uri: string) => void) => () => void
  /** Starts a fresh pairing for the pending connect(); only with the `walletConnect` option. */
  readonly refreshPairingUri?: () => void
  /** Ends the pending connect() (the visitor left); only with the `walletConnect` option. */
  readonly cancelPairingUri?: () => void
  /** Takes createAppKit's metadata and project id where `walletConnect` left them out. */
  readonly configurePairing?: (defaults: {
    metadata?: { name: string; description: string; url: string; icons: readonly string[] }
    projectId?: string
  }) => void
  /** The eip155 namespace the adapter adds to the WalletConnect proposal (core's WalletConnectCapability). */
  readonly walletConnectNamespace?: WalletConnectNamespace
  /** Takes the eip155 part of the shared WalletConnect session; only with the `walletConnect` option. */
  readonly setWalletConnectSession?: (session: WalletConnectNamespaceSession | undefined) => void
  /** Takes the wallet's eip155 session events; only with the `walletConnect` option. */
  readonly onWalletConnectEvent?: (event: WalletConnectSessionEvent) => void
  readonly #walletConnectHost: WagmiAdapterOptions['walletConnect']

  constructor(options: WagmiAdapterOptions) {
    this.networks = withCustomRpcUrls(
      options.networks.filter((network) => network.chainNamespace === 'eip155'),
      options.customRpcUrls,
    )
    this.projectId = options.projectId
    const { config, chains, stopTransports } = createAdapterWagmiConfig(options)
    this.wagmiConfig = config
    this.#stopTransports = stopTransports
    this.#chains = chains
    this.#discovery = registerWalletConnectors({
      config,
      target: 'discoveryTarget' in options ? options.discoveryTarget : defaultTarget(),
      meta: this.#meta,
      log: options.logIgnoredEvent,
      announced: options.enableEIP6963,
      injected: options.enableInjected,
      onChange: () => this.#emit({ type: 'connectorsChanged', connectors: this.getConnectors() }),
    })
    this.#unwatch = watchConnectionEvents(config, (event) => this.#emit(event))
    this.#actions = adapterActions(config, chains, (id) => this.#findConnector(id))
    const host = options.walletConnect
    this.#walletConnectHost = host
    const walletConnect = findWalletConnectConnector(config)
    if (host && walletConnect) {
      this.pairingConnectorId = walletConnect.id
      this.subscribePairingUri = (listener) => host.subscribePairingUri(listener)
      this.refreshPairingUri = () => host.refreshPairingUri()
      this.cancelPairingUri = () => host.cancelPairingUri()
      // The project id: the client's own, else the adapter's, else createAppKit's.
      host.configurePairing(this.projectId ? { projectId: this.projectId } : {})
      this.configurePairing = (defaults) =>
        host.configurePairing({
          ...(defaults.metadata ? { metadata: defaults.metadata } : {}),
          ...((this.projectId ?? defaults.projectId)
            ? { projectId: this.projectId ?? defaults.projectId }
            : {}),
        })
      const contribution = {
        walletConnectNamespace: eip155WalletConnectNamespace(this.networks),
        setWalletConnectSession: (session: WalletConnectNamespaceSession | undefined) =>
          walletConnect.setSession(session),
        onWalletConnectEvent: (event: WalletConnectSessionEvent) =>
          walletConnect.onSessionEvent(event),
      }
      this.walletConnectNamespace = contribution.walletConnectNamespace
      this.setWalletConnectSession = contribution.setWalletConnectSession
      this.onWalletConnectEvent = contribution.onWalletConnectEvent
      host.register(contribution)
    }
  }

  #emit(event: ChainAdapterEvent): void {
    for (const listener of this.#listeners) listener(event)
  }

  #findConnector(id: string): WagmiConnector | undefined {
    return this.wagmiConfig.connectors.find((connector) => connector.id === id)
  }

  /** The connectors: announced wallets, a legacy injected wallet, and the dapp's own. */
  getConnectors(): readonly Connector[] {
    return this.wagmiConfig.connectors.map((connector) =>
      toCoreConnector(connector, this.#meta.get(connector.id), this.networks),
    )
  }

  /**
   * Serves core's embedded wallet session as the AUTH connector (EmbeddedWalletCapability); its
   * code loads on the first login or restore, not with the page.
   */
  async setEmbeddedWallet(session: EmbeddedWalletSession): Promise<void> {
    this.#embedded ??= import('./embedded/registerEmbeddedWallet').then((module) =>
      module.registerEmbeddedWallet({
        config: this.wagmiConfig,
        meta: this.#meta,
        onChange: () => this.#emit({ type: 'connectorsChanged', connectors: this.getConnectors() }),
      }),
    )
    ;(await this.#embedded)(session)
  }

  /** Announcements flagged as possible wallet imitations (same uuid or same rdns). */
  getImitationWarnings(): readonly ImitationWarning[] {
    return this.#discovery?.warnings() ?? []
  }

  /** Reports accountsChanged, chainChanged, disconnect and connectorsChanged to `listener`. */
  subscribe(listener: ChainAdapterListener): () => void {
    this.#listeners.add(listener)
    return () => this.#listeners.delete(listener)
  }

  /** Connects with the connector `connectorId`, then switches to `caipNetworkId` when given. */
  connect(params: { connectorId: string; caipNetworkId?: CaipNetworkId }) {
    return this.#actions.connect(params)
  }

  /** Restores the last connection from wagmi's storage (after a reload); undefined when none. */
  reconnect(_params?: { connectorId: string }): Promise<ChainAdapterConnectResult | undefined> {
    return this.#actions.reconnect()
  }

  /** Disconnects the connector `connectorId`, or the active one. */
  disconnect(params?: { connectorId?: string }): Promise<void> {
    return this.#actions.disconnect(params)
  }

  /** The accounts connected through `connectorId` ([] when it is not connected). */
  async getAccounts(params: { connectorId: string }): Promise<readonly ChainAdapterAccount[]> {
    return this.#actions.getAccounts(params)
  }

  /** Switches the wallet (4902 → wallet_addEthereumChain once → switch once more). */
  switchNetwork(params: { caipNetwork: CaipNetwork }): Promise<void> {
    return this.#actions.switchNetwork(params)
  }

  /** The native balance of a CAIP-10 account on its chain, read over the chain's RPC URL. */
  getBalance(params: { caipAddress: CaipAddress }): Promise<ChainAdapterBalance> {
    return this.#actions.getBalance(params)
  }

  /** Signs `message` (EIP-191) with the account `caipAddress`. */
  signMessage(params: { message: string; caipAddress: CaipAddress }): Promise<string> {
    return this.#actions.signMessage(params)
  }

  /** Sends the native coin (`…/slip44:60`) or an ERC-20 (`…/erc20:0x…`); resolves with the hash. */
  transfer(transfer: ChainAdapterTransfer): Promise<string> {
    return this.#actions.transfer(transfer)
  }

  /** Sends an `evmCall` transaction on its chain; resolves with its hash. */
  sendTransaction(transaction: ChainTransaction): Promise<string> {
    return this.#actions.sendTransaction(transaction)
  }

  /** Signs EIP-712 typed data (`data`: domain, types, primaryType, message). */
  signTypedData(params: { caipAddress: CaipAddress; data: unknown }): Promise<string> {
    return this.#actions.signTypedData(params)
  }

  /** The viem chains of the wagmi config. */
  getChains(): readonly Chain[] {
    return this.#chains
  }

  /**
   * Stops discovery, the connection watcher, the ranking pings of the RPC URLs and the
   * WalletConnect socket (the wagmi config stays usable; its reads keep the last ranked order).
   */
  destroy(): Promise<void> {
    this.#discovery?.stop()
    this.#stopTransports()
    this.#unwatch()
    this.#listeners.clear()
    return this.#walletConnectHost?.close() ?? Promise.resolve()
  }
}
