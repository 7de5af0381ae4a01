import type { CaipNetwork, CaipNetworkId } from '@appkit/core'
import type { WalletConnectSessionHost } from '@appkit/core/adapter'
import type { CosmosChainConfig } from './networks/CosmosChainConfig'
import type { CosmosWallet } from './provider/KeplrProvider'

/** Options of `new CosmosAdapter(...)`. */
export type CosmosAdapterOptions = {
  /** The networks the dapp supports; the `cosmos` ones are served (each needs an RPC URL). */
  networks: readonly CaipNetwork[]
  /** Per-network settings (RPC URL, denom, gas price), by CAIP-2 id; defaults otherwise. */
  chains?: Readonly<Record<CaipNetworkId, CosmosChainConfig>> | undefined
  /**
   * Where injected Keplr-style wallets are looked for (`keplr`, `leap`) and where
   * `keplr_keystorechange` is heard; `globalThis` by default.
   */
  scope?: object | undefined
  /** Wallets to offer besides (or, in a page without injected ones, instead of) the injected ones. */
  wallets?: readonly CosmosWallet[] | undefined
  /**
   * The instance's shared WalletConnect session (`createWalletConnect` of `@appkit/walletconnect`):
   * with it the adapter adds its cosmos namespace to the one proposal and offers a WalletConnect
   * connector that signs over the session.
   */
  walletConnect?: WalletConnectSessionHost | undefined
}
