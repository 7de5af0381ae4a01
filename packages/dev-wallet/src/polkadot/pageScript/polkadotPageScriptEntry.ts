// The Polkadot page script (dist/dev-wallet-polkadot.iife.js): injects the Polkadot dev wallet in
// the page it runs in (window.injectedWeb3). Apart from the EVM page script, which does not grow.
import { installPolkadotDevWallet } from './installPolkadotDevWallet'

try {
  installPolkadotDevWallet(window).catch((error: unknown) =>
    console.error('[dev-wallet] Polkadot wallet not ready:', error),
  )
} catch (error) {
  console.error('[dev-wallet] Polkadot wallet not installed:', error)
}
