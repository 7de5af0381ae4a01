import type { ApiTransaction } from '@appkit/core/internal'

/** An NFT the account holds, as the NFTs tab lists it. */
export type OwnedNft = { name: string }

/**
 * The NFTs the account holds according to its transaction history (newest first): for each NFT
 * its newest transfer decides, kept when it came in, dropped when it went out. Transfers flagged
 * as spam are ignored (SPEC §5).
 *
 * @example
 * toOwnedNfts(core.transactions.transactions) // [{ name: 'AppKit Dev NFT #1' }]
 */
export function toOwnedNfts(transactions: readonly ApiTransaction[]): OwnedNft[] {
  const seen = new Set<string>()
  const owned: OwnedNft[] = []
  for (const transaction of transactions) {
    for (const transfer of transaction.transfers) {
      const name = transfer.nft_info?.name
      if (!name || transfer.nft_info?.flags.is_spam || seen.has(name)) continue
      seen.add(name)
      if (transfer.direction !== 'out') owned.push({ name })
    }
  }
  return owned
}
