import type { CaipNetwork, CaipNetworkId } from '@appkit/core'
import type { WalletConnectSessionHost } from '@appkit/core/adapter'
import type { InjectedWeb3Host } from './wallets/injectedWallets'

/** Options of `new PolkadotAdapter(...)`. */
export type PolkadotAdapterOptions = {
  /**
   * The networks the dapp supports; the polkadot ones are served. Each needs an RPC URL
   * (`rpcUrls.default.http[0]`, a ws(s) or http(s) URL of a Substrate node) for balances and sending.
   */
  networks: readonly CaipNetwork[]
  /** The dapp's name, shown by the extension when it asks the visitor (`enable(appName)`). */
  appName: string
  /** SS58 formats by CAIP-2 id, over POLKADOT_SS58_FORMATS (unknown networks: 42). */
  ss58Formats?: Readonly<Record<CaipNetworkId, number>> | undefined
  /** Where extensions inject themselves (`injectedWeb3`); `globalThis` (the window) by default. */
  host?: InjectedWeb3Host | undefined
  /** Extension names or keys never offered (case-insensitive). */
  excludeWalletNames?: readonly string[] | undefined
  /**
   * The instance's shared WalletConnect session (`createWalletConnect` of `@appkit/walletconnect`):
   * with it the adapter adds its polkadot namespace to the one proposal and offers a WalletConnect
   * connector that signs over the session.
   */
  walletConnect?: WalletConnectSessionHost | undefined
}
