import { startRelay } from '@appkit/relay'
import devnetGlobalSetup from '@appkit/test/playwright-global-setup'

/** The environment variable carrying the relay's URL (`ws://127.0.0.1:PORT`) to the workers. */
export const RELAY_URL_ENV = 'APPKIT_WALLET_E2E_RELAY_URL'

/**
 * Starts the devnet (APPKIT_DEVNET, and the file the page's server reads) and the local relay
 * on 127.0.0.1 port 0; the returned teardown stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopDevnet = await devnetGlobalSetup()
  const relay = await startRelay({ port: 0 })
  process.env[RELAY_URL_ENV] = relay.url
  return async () => {
    await relay.stop()
    await stopDevnet()
  }
}
