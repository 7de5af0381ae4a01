import type { Wallet } from '@wallet-standard/base'
import type { BitcoinStandardWallet } from './BitcoinWalletFeatures'

const isBitcoinWallet = (wallet: Wallet) =>
  wallet.chains.some((chain) => chain.startsWith('bitcoin:')) &&
  ('bitcoin:connect' in wallet.features || 'standard:connect' in wallet.features)

/**
 * The Bitcoin wallets among the registered ones: a `bitcoin:` chain and a connect feature; the
 * first of each name only (a wallet registered twice shows once); none whose name is in
 * `excludedNames` (case-insensitive).
 */
export function selectBitcoinWallets(
  wallets: readonly Wallet[],
  excludedNames: readonly string[] = [],
): BitcoinStandardWallet[] {
  const excluded = new Set(excludedNames.map((name) => name.toLowerCase()))
  const seen = new Set<string>()
  const selected: BitcoinStandardWallet[] = []
  for (const wallet of wallets) {
    const name = wallet.name.toLowerCase()
    if (!isBitcoinWallet(wallet) || excluded.has(name) || seen.has(name)) continue
    seen.add(name)
    selected.push(wallet as BitcoinStandardWallet)
  }
  return selected
}
