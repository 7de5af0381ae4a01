// The Solana IIFE page script (dist/dev-wallet-solana.iife.js), separate from the EVM one so an
// EVM-only page loads nothing of it: installs the Solana dev wallet in the page it runs in.
import { installSolanaDevWallet } from './installSolanaDevWallet'

try {
  installSolanaDevWallet(window)
} catch (error) {
  console.error('[dev-wallet solana] not installed:', error)
}
