import type { CaipAddress, CaipNetwork, StorageBackend } from '@appkit/core'
import type { ChainAdapterBalance, WalletConnectSessionHost } from '@appkit/core/adapter'
import type { WalletsApi } from './discovery/WalletsApi'
import type { SolanaPreflightCommitment } from './network/preflightCommitment'

/** Options of `createSolanaAdapter`. */
export type SolanaAdapterOptions = {
  /** The networks the dapp supports; the solana ones are kept (mainnet, devnet, a local one). */
  networks: readonly CaipNetwork[]
  /**
   * Where the connected wallet's name is kept for the reconnect after a reload: the backend the
   * dapp gives core (`createLocalStorageBackend()`); localStorage in a browser, memory otherwise.
   */
  storage?: StorageBackend | undefined
  /** The Wallet Standard registry; `getWallets()` of `@wallet-standard/app` by default. */
  wallets?: WalletsApi | undefined
  /**
   * How long `reconnect` waits for the stored wallet to register when it has not yet (an
   * extension registering after the page's script), in ms; 1500 by default.
   */
  reconnectWaitMs?: number | undefined
  /** Wallet names (case-insensitive) never offered (AppKit's `excludeWallets`). */
  excludeWallets?: readonly string[] | undefined
  /**
   * The preflight commitment of sends and the commitment the adapter waits for (SPEC §5: processed,
   * confirmed, finalized, recent, single, singleGossip, root, max); 'confirmed' by default.
   */
  preflightCommitment?: SolanaPreflightCommitment | undefined
  /** The fetch for JSON-RPC reads; `globalThis.fetch` by default. */
  fetch?: typeof fetch | undefined
  /** Reads the SOL balance another way (apps/api); JSON-RPC getBalance on the network by default. */
  getBalance?:
    | ((params: {
        caipAddress: CaipAddress
        caipNetwork: CaipNetwork
      }) => Promise<ChainAdapterBalance>)
    | undefined
  /**
   * The instance's one WalletConnect client (`createWalletConnect` of `@appkit/walletconnect`):
   * adds a WalletConnect connector speaking the solana namespace, and the Solana networks to the
   * one session proposal (one QR code for every configured namespace).
   */
  walletConnect?: WalletConnectSessionHost | undefined
}
