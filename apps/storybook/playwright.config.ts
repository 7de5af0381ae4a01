import { chromiumLaunchOptions } from '@appkit/test/playwright-chromium'
import { defineConfig } from '@playwright/test'

/** Browser suite of the Storybook: axe over every story, keyboard-only tests, host CSS isolation. */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/globalSetup.ts',
  timeout: 180_000,
  workers: 2,
  fullyParallel: true,
  forbidOnly: true,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    viewport: { width: 1024, height: 768 },
    launchOptions: chromiumLaunchOptions,
  },
})
