import { chromiumLaunchOptions } from '@appkit/test/playwright-chromium'
import { defineConfig } from '@playwright/test'

// The scaffold's browser harness: views the demo cannot reach (two namespaces, a failing
// connector, a not-safe request) checked with axe in Chromium. No devnet: nothing here reads a
// chain, and the page's server (startBundledPageServer of @appkit/test) binds 127.0.0.1 on a free port.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  use: {
    browserName: 'chromium',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
    reducedMotion: 'reduce',
  },
})
