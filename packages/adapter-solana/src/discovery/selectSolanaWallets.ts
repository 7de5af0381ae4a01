import type { Wallet } from '@wallet-standard/base'
import { isSolanaWallet } from './isSolanaWallet'

/**
 * The Solana wallets to offer, in registration order: a wallet whose name (case-insensitive) was
 * already registered is dropped (the first keeps its place, as EVM discovery keeps the first of a
 * repeated uuid), and so is one whose name the dapp excluded (`excludeWallets`, SPEC §5).
 */
export function selectSolanaWallets(
  wallets: readonly Wallet[],
  excludeWallets: readonly string[],
): Wallet[] {
  const excluded = new Set(excludeWallets.map((name) => name.toLowerCase()))
  const seen = new Set<string>()
  const selected: Wallet[] = []
  for (const wallet of wallets) {
    const key = wallet.name.toLowerCase()
    if (!isSolanaWallet(wallet) || excluded.has(key) || seen.has(key)) continue
    seen.add(key)
    selected.push(wallet)
  }
  return selected
}
