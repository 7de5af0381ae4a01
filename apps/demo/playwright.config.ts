import { execFileSync } from 'node:child_process'
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { chromiumLaunchOptions } from '@appkit/test/playwright-chromium'
import { defineConfig } from '@playwright/test'

const demoDir = new URL('.', import.meta.url).pathname
const dataDir = join(demoDir, '..', '..', '.data')

// This file is loaded by the runner and again by each worker: values chosen here go through
// process.env, which the workers inherit, so everyone sees the same ones.
function freePort(): string {
  const script = `const s=require('node:net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})`
  return execFileSync(process.execPath, ['-e', script]).toString().trim()
}
process.env.APPKIT_DEMO_E2E_PORT ??= freePort()
mkdirSync(dataDir, { recursive: true })
// The devnet's info goes to this file for the preview server, which reads it per page request.
process.env.APPKIT_DEVNET_FILE ??= join(dataDir, `devnet-e2e-${process.pid}.json`)

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // The devnet, the production build (and its size report) and `vite preview` of it.
  globalSetup: './e2e/globalSetup.ts',
  use: {
    baseURL: `http://127.0.0.1:${process.env.APPKIT_DEMO_E2E_PORT}`,
    browserName: 'chromium',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
})
