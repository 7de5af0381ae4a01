// The Bitcoin page script (dist/dev-wallet-bitcoin.iife.js): installs the Bitcoin dev wallet in
// the page it runs in. Apart from the EVM page script, which does not grow.
import { installBitcoinDevWallet } from './installBitcoinDevWallet'

try {
  installBitcoinDevWallet(window)
} catch (error) {
  console.error('[dev-wallet] Bitcoin wallet not installed:', error)
}
