import type { CaipNetwork } from '@appkit/core'
import type { WalletConnectSessionHost } from '@appkit/core/adapter'
import type { CustomRpcUrlMap } from '@appkit/core/networks'
import type { CreateConnectorFn, Storage } from '@wagmi/core'
import type { Transport } from 'viem'
import type { DiscoveryTarget } from './discovery/watchAnnouncedWallets'
import type { IgnoredEventLogger } from './provider/guardProvider'
import type { ChainRpcOptions } from './transport/createChainTransport'

/** Options of `new WagmiAdapter(...)` (the names AppKit users already pass). */
export type WagmiAdapterOptions = {
  /** The networks the dapp supports; the eip155 ones become the wagmi config's chains. */
  networks: readonly CaipNetwork[]
  /** The project id; optional (nothing in this adapter needs it). */
  projectId?: string | undefined
  /** More wagmi connectors (WalletConnect, ...). */
  connectors?: readonly CreateConnectorFn[] | undefined
  /** A transport per chain id instead of the adapter's own over the network's RPC URLs. */
  transports?: Readonly<Record<number, Transport>> | undefined
  /** wagmi's storage (reconnect after reload); wagmi's default (localStorage) when omitted. */
  storage?: Storage | null | undefined
  /** Server rendering: wagmi's `ssr` flag. */
  ssr?: boolean | undefined
  /** Where EIP-6963 wallets are discovered; `window` in a browser, nothing in Node. */
  discoveryTarget?: DiscoveryTarget | undefined
  /**
   * Discover EIP-6963 wallets (default true): with `false` the adapter never listens for
   * announcements, so no announced wallet becomes a connector (AppKit's option of that name).
   */
  enableEIP6963?: boolean | undefined
  /**
   * Injected wallets (default true): with `false` there is no injected connector at all,
   * neither a legacy `window.ethereum` nor an announced one (AppKit's option of that name).
   */
  enableInjected?: boolean | undefined
  /** Logs provider events that were ignored as invalid; `console.warn` by default. */
  logIgnoredEvent?: IgnoredEventLogger | undefined
  /**
   * The instance's one WalletConnect session (`createWalletConnect({ relayUrl })` of
   * `@appkit/walletconnect`): adds the WalletConnect connector (QR code and deep links), whose
   * eip155 part of the session the adapter uses; the libraries load only when it is used.
   * Without this option there is no WalletConnect connector.
   */
  walletConnect?: WalletConnectSessionHost | undefined
  /** How chains are read over their RPC URLs: batching, ranking of several URLs. */
  rpc?: ChainRpcOptions | undefined
  /**
   * AppKit's `customRpcUrls`: RPC URLs by CAIP-2 id (`{ 'eip155:1': [{ url }] }`) read before the
   * network's own, in the order given (`config` is not read). Give `createAppKit` the same.
   */
  customRpcUrls?: CustomRpcUrlMap | undefined
}
