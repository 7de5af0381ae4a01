import type { Connector, Wallet } from '@appkit/core'
import { connectorEntry, type WalletEntry, walletEntry } from '../walletEntries/WalletEntry'

/** What the AllWallets list is made of. */
export type AllWalletsInput = {
  installed: readonly Connector[]
  recommended: readonly Wallet[]
  wallets: readonly Wallet[]
  search: readonly Wallet[]
  /** The query whose results are shown ('' for the full list). */
  query: string
  imageUrlOf: (wallet: Wallet) => string | undefined
}

/**
 * The AllWallets list: the installed wallets, then the 4 recommended, then the registry pages
 * (each wallet once). While searching: the installed wallets whose name matches, then the
 * registry's results.
 */
export function getAllWalletsEntries(input: AllWalletsInput): WalletEntry[] {
  const query = input.query.toLowerCase()
  const installed = input.installed
    .filter((c) => !query || c.name.toLowerCase().includes(query))
    .map((c) => connectorEntry(c, 'installed'))
  const registry = query ? input.search : [...input.recommended, ...input.wallets]
  const seen = new Set<string>()
  const wallets = registry.flatMap((wallet) => {
    if (seen.has(wallet.id)) return []
    seen.add(wallet.id)
    return [walletEntry(wallet, input.imageUrlOf(wallet))]
  })
  return [...installed, ...wallets]
}
