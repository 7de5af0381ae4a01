import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumLaunchOptions } from '@appkit/test/playwright-chromium'
import { defineConfig } from '@playwright/test'

const walletDir = new URL('.', import.meta.url).pathname
const dataDir = join(walletDir, '..', '..', '.data')

// This file is loaded by the runner and again by each worker: values chosen here go through
// process.env, which the workers and the webServer inherit, so everyone sees the same ones.
function freePort(): string {
  const script = `const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})`
  return execFileSync(process.execPath, ['-e', script]).toString().trim()
}
process.env.APPKIT_WALLET_E2E_PORT ??= freePort()
// The webServer starts before globalSetup, so the devnet's info reaches it through this file.
mkdirSync(dataDir, { recursive: true })
process.env.APPKIT_DEVNET_FILE ??= join(dataDir, `devnet-wallet-e2e-${process.pid}.json`)
const port = process.env.APPKIT_WALLET_E2E_PORT

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 60_000,
  // The devnet (@appkit/test) and the relay (@appkit/relay), both on 127.0.0.1.
  globalSetup: './e2e/globalSetup.ts',
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
  webServer: {
    command: `node node_modules/vite/bin/vite.js --host 127.0.0.1 --port ${port} --strictPort`,
    cwd: walletDir,
    url: `http://127.0.0.1:${port}/`,
    env: { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true' },
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
})
