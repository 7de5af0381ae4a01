import { randomBytes } from 'node:crypto'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildPageScript, buildSolanaPageScript } from '@appkit/dev-wallet/build'
import { readDevnetFromEnv, startBundler } from '@appkit/test'
import devnetGlobalSetup from '@appkit/test/playwright-global-setup'
import { startDemoPreview } from '../server/startDemoPreview'
import { buildDemo, DEMO_DIR } from '../size/buildDemo'
import { FARCASTER_APP_URL_ENV, SMTP_SINK_URL_ENV, startDemoSecure } from './startDemoSecure'
import { API_ADMIN_TOKEN_ENV, startDevnetApi } from './startDevnetApi'
import { RELAY_RESTART_URL_ENV, startRelayWithRestart } from './startRelayWithRestart'
import { startWalletPage, WALLET_PAGE_URL_ENV } from './startWalletPage'

/** The environment variable naming the JSON file that describes the production build's chunks. */
export const BUILD_REPORT_ENV = 'APPKIT_DEMO_BUILD_REPORT'

/** The environment variable the wallet page's e2e helpers (apps/wallet/e2e) read the relay from. */
const WALLET_E2E_RELAY_URL_ENV = 'APPKIT_WALLET_E2E_RELAY_URL'

/**
 * Builds the dev wallets' page scripts (EVM and Solana), starts the devnet (@appkit/test), apps/api, the
 * WalletConnect relay (apps/relay, restartable through APPKIT_DEMO_E2E_RELAY_RESTART_URL), an
 * ERC-4337 bundler on chain 1 and the secure site for e-mail login (apps/secure, VITE_SECURE_URL; its SMTP sink's HTTP view at
 * APPKIT_DEMO_E2E_SMTP_SINK_URL), the WalletConnect dev wallet page (apps/wallet, at
 * APPKIT_DEMO_E2E_WALLET_URL), builds the demo for
 * production (its chunk report goes to APPKIT_DEMO_BUILD_REPORT for the size test) and serves it
 * with `vite preview` on 127.0.0.1 at APPKIT_DEMO_E2E_PORT, the dev wallet left to each test.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  // Each step's undo, run in reverse order at teardown, or at once when a later step fails.
  const undo: (() => Promise<void> | void)[] = []
  const teardown = async () => {
    for (const step of undo.reverse()) await step()
  }
  try {
    await Promise.all([buildPageScript(), buildSolanaPageScript()])
    undo.push(await devnetGlobalSetup())
    // apps/api as the demo's services (APPKIT_API_URL, read by the preview server per page).
    // A fresh admin token per run lets the analytics test read the stored events.
    process.env[API_ADMIN_TOKEN_ENV] = randomBytes(24).toString('hex')
    const api = await startDevnetApi(readDevnetFromEnv(), process.env[API_ADMIN_TOKEN_ENV])
    undo.push(() => api.close())
    process.env.APPKIT_API_URL = api.url
    // The relay as the demo's WalletConnect relay (VITE_RELAY_URL, as scripts/start.mjs passes it).
    const relay = await startRelayWithRestart()
    undo.push(() => relay.stop())
    process.env.VITE_RELAY_URL = relay.url
    process.env[WALLET_E2E_RELAY_URL_ENV] = relay.url
    process.env[RELAY_RESTART_URL_ENV] = relay.restartUrl
    // The secure site as the demo's e-mail login frame (VITE_SECURE_URL, as scripts/start.mjs passes it).
    // An ERC-4337 bundler (alto) on chain 1, for the embedded wallet's smart account test.
    const chain1 = readDevnetFromEnv().chains.find((chain) => chain.chainId === 1)
    if (!chain1) throw new Error('no devnet chain 1')
    const bundler = await startBundler({ chainId: 1, rpcUrl: chain1.rpcUrl })
    undo.push(() => bundler.stop())
    const secure = await startDemoSecure(
      readDevnetFromEnv(),
      Number(process.env.APPKIT_DEMO_E2E_PORT),
      { chainId: 1, url: bundler.url },
    )
    undo.push(() => secure.stop())
    process.env.VITE_SECURE_URL = secure.url
    process.env[SMTP_SINK_URL_ENV] = secure.smtpSink?.httpUrl ?? ''
    process.env[FARCASTER_APP_URL_ENV] = `${secure.farcasterRelay?.url ?? ''}/app`
    const walletPage = await startWalletPage({ relayUrl: relay.url })
    undo.push(() => walletPage.stop())
    process.env[WALLET_PAGE_URL_ENV] = walletPage.url
    const build = await buildDemo()
    const dataDir = join(DEMO_DIR, '..', '..', '.data')
    mkdirSync(dataDir, { recursive: true })
    const reportFile = join(dataDir, `demo-build-${process.pid}.json`)
    writeFileSync(reportFile, JSON.stringify(build))
    undo.push(() => rmSync(reportFile, { force: true }))
    process.env[BUILD_REPORT_ENV] = reportFile
    // The tests inject the dev wallet themselves (each in the mode it needs).
    process.env.APPKIT_DEMO_DEV_WALLET = 'off'
    const preview = await startDemoPreview({ port: Number(process.env.APPKIT_DEMO_E2E_PORT) })
    undo.push(() => preview.close())
    return teardown
  } catch (error) {
    await teardown()
    throw error
  }
}
