import { registerWallet } from '@wallet-standard/wallet'
import type { SolanaDevWallet } from './createSolanaDevWallet'

/**
 * Registers the Solana dev wallet with the Wallet Standard (`wallet-standard:register-wallet`
 * on `window`, and the app's `wallet-standard:app-ready` later), so `getWallets()` finds it.
 */
export function registerSolanaDevWallet(wallet: SolanaDevWallet): void {
  registerWallet(wallet)
}
