import {
  definePlaywrightConfig,
  devnetInfoFile,
  findFreePortSync,
} from '@appkit/test/playwright-config'

const walletDir = new URL('.', import.meta.url).pathname

// This file is loaded by the runner and again by each worker: values chosen here go through
// process.env, which the workers and the webServer inherit, so everyone sees the same ones.
process.env.APPKIT_WALLET_E2E_PORT ??= findFreePortSync()
// The webServer starts before globalSetup, so the devnet's info reaches it through this file.
process.env.APPKIT_DEVNET_FILE ??= devnetInfoFile('wallet-e2e')
const port = process.env.APPKIT_WALLET_E2E_PORT

export default definePlaywrightConfig({
  timeout: 60_000,
  // The devnet (@appkit/test) and the relay (@appkit/relay), both on 127.0.0.1.
  globalSetup: './e2e/globalSetup.ts',
  use: { baseURL: `http://127.0.0.1:${port}` },
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
