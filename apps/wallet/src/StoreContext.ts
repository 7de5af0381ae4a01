import type { WalletKitClient } from './createWalletKit'
import type { WalletChain } from './executeSigningRequest'
import type { NamespaceKeys } from './namespaceKeys'
import type { WalletSnapshot } from './WalletSnapshot'

/** What the store's helpers share: the client, the chains, and ways to report and refresh. */
export type StoreContext = {
  readonly kit: WalletKitClient
  readonly chains: readonly WalletChain[]
  /** The Solana, Bitcoin and Cosmos keys, for requests on those chains. */
  readonly namespaceKeys?: NamespaceKeys | undefined
  note(line: string): void
  refreshSessions(): void
  getSnapshot(): WalletSnapshot
}
