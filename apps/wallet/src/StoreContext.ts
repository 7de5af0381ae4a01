import type { WalletKitClient } from './createWalletKit'
import type { WalletChain } from './executeSigningRequest'
import type { WalletSnapshot } from './WalletSnapshot'

/** What the store's helpers share: the client, the chains, and ways to report and refresh. */
export type StoreContext = {
  readonly kit: WalletKitClient
  readonly chains: readonly WalletChain[]
  note(line: string): void
  refreshSessions(): void
  getSnapshot(): WalletSnapshot
}
