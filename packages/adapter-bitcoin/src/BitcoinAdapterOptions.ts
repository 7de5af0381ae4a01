import type { CaipNetwork } from '@appkit/core'
import type { WalletConnectSessionHost } from '@appkit/core/adapter'
import type { BitcoinUtxoSource } from './source/BitcoinUtxoSource'
import type { BitcoinWalletRegistry } from './wallets/BitcoinWalletRegistry'

/** Options of `new BitcoinAdapter(...)`. */
export type BitcoinAdapterOptions = {
  /** The networks the dapp supports; the bip122 ones (mainnet, testnet, regtest) are served. */
  networks: readonly CaipNetwork[]
  /**
   * The project's Blockchain API (apps/api) base URL: UTXOs, balances, fee rate and broadcast
   * through its `/v1/bip122/...` routes. Give this or `utxoSource`.
   */
  apiUrl?: string | undefined
  /** The project id added to API calls when the host serves several projects. */
  projectId?: string | undefined
  /** Another UTXO source (and broadcaster) instead of `apiUrl`. */
  utxoSource?: BitcoinUtxoSource | undefined
  /** A fixed fee rate in sat/vB; the source's (the node's) rate when omitted. */
  feeRate?: number | undefined
  /** Where Wallet Standard wallets are found; `getWallets()` of `@wallet-standard/app` by default. */
  wallets?: BitcoinWalletRegistry | undefined
  /**
   * Offer the page's sats-connect wallets (`window.btc_providers`) beside the Wallet Standard
   * ones (default true); a wallet offering both is used through the Wallet Standard.
   */
  satsConnect?: boolean | undefined
  /** Wallet names never offered (case-insensitive). */
  excludeWalletNames?: readonly string[] | undefined
  /** The fetch the API source uses; `globalThis.fetch` by default. */
  fetch?: typeof fetch | undefined
  /**
   * The instance's one WalletConnect client (`createWalletConnect` of `@appkit/walletconnect`):
   * adds a WalletConnect connector speaking the bip122 namespace, and the Bitcoin networks to the
   * one session proposal (one QR code for every configured namespace).
   */
  walletConnect?: WalletConnectSessionHost | undefined
}
