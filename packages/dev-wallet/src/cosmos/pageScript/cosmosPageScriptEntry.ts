// The Cosmos page script (dist/dev-wallet-cosmos.iife.js): injects the Cosmos dev wallet as
// window.keplr in the page it runs in. Apart from the EVM page script, which does not grow.
import { installCosmosDevWallet } from './installCosmosDevWallet'

try {
  installCosmosDevWallet(window)
} catch (error) {
  console.error('[dev-wallet] Cosmos wallet not installed:', error)
}
