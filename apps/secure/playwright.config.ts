import { chromiumLaunchOptions } from '@appkit/test/playwright-chromium'
import { defineConfig } from '@playwright/test'

// The secure site's frame in Chromium, embedded by a dapp page on another 127.0.0.1 origin that
// talks to it with @appkit/core's frame messenger; the devnet (globalSetup) signs and sends.
export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  globalSetup: '@appkit/test/playwright-global-setup',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  use: {
    browserName: 'chromium',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
})
