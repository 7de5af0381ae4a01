// The IIFE page script (dist/dev-wallet.iife.js): installs the dev wallet in the page it runs in.
import { installDevWallet } from './installDevWallet'

try {
  installDevWallet(window)
} catch (error) {
  console.error('[dev-wallet] not installed:', error)
}
