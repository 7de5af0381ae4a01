import devnetGlobalSetup from '@appkit/test/playwright-global-setup'
import { buildPageScript, buildSolanaPageScript } from '../scripts/buildPageScript.mjs'
import { startFixtureServer } from './startFixtureServer'

/** The environment variable carrying the test page's URL to the workers. */
export const FIXTURE_URL_ENV = 'APPKIT_DEV_WALLET_E2E_URL'

/**
 * Builds the page scripts (dist/dev-wallet.iife.js and dist/dev-wallet-solana.iife.js), starts the devnet (APPKIT_DEVNET) and the
 * test page's server on 127.0.0.1; the returned teardown stops both.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const { outfile, bytes } = await buildPageScript()
  console.log(`dev wallet page script: ${outfile} (${(bytes / 1024).toFixed(1)} KiB)`)
  await buildSolanaPageScript()
  const stopDevnet = await devnetGlobalSetup()
  const { url, server } = await startFixtureServer()
  process.env[FIXTURE_URL_ENV] = url
  return async () => {
    await new Promise((resolve) => server.close(resolve))
    await stopDevnet()
  }
}
