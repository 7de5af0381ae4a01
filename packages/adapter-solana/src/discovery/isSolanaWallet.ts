import type { Wallet } from '@wallet-standard/base'

/** True for a Wallet Standard wallet that connects and serves a `solana:` chain. */
export function isSolanaWallet(wallet: Wallet): boolean {
  return (
    'standard:connect' in wallet.features &&
    wallet.chains.some((chain) => chain.startsWith('solana:'))
  )
}
