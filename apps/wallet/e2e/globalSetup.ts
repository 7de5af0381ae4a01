import { startRedisServer, startRelay } from '@appkit/relay'
import devnetGlobalSetup from '@appkit/test/playwright-global-setup'

/** The environment variable carrying the page's relay URL (`ws://127.0.0.1:PORT`) to the workers. */
export const RELAY_URL_ENV = 'APPKIT_WALLET_E2E_RELAY_URL'
/** The environment variable carrying the Node dapps' relay URL: a second relay on the same Redis. */
export const DAPP_RELAY_URL_ENV = 'APPKIT_WALLET_E2E_DAPP_RELAY_URL'

/**
 * Starts the devnet (APPKIT_DEVNET, and the file the page's server reads), a throwaway Redis and
 * two relays on it, all on 127.0.0.1: the wallet page uses one relay, the dapps the other, so
 * every spec pairs across relay processes as a deployment of several does. The returned
 * teardown stops them all.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const stopDevnet = await devnetGlobalSetup()
  const redis = await startRedisServer()
  const walletRelay = await startRelay({ port: 0, redisUrl: redis.url })
  const dappRelay = await startRelay({ port: 0, redisUrl: redis.url })
  process.env[RELAY_URL_ENV] = walletRelay.url
  process.env[DAPP_RELAY_URL_ENV] = dappRelay.url
  return async () => {
    await dappRelay.stop()
    await walletRelay.stop()
    await redis.stop()
    await stopDevnet()
  }
}
