import { chromiumLaunchOptions } from '@appkit/test/playwright-chromium'
import { defineConfig } from '@playwright/test'

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.spec.ts',
  fullyParallel: false,
  workers: 1,
  forbidOnly: true,
  retries: 0,
  timeout: 30_000,
  // Builds the page script, starts the devnet (@appkit/test) and the test page's server.
  globalSetup: './e2e/globalSetup.ts',
  use: {
    browserName: 'chromium',
    trace: 'off',
    launchOptions: chromiumLaunchOptions,
  },
})
