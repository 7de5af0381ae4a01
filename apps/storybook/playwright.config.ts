import { defineConfig } from '@playwright/test'

/** Browser suite of the Storybook: axe over every story, keyboard-only tests, host CSS isolation. */
export default defineConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/globalSetup.ts',
  timeout: 180_000,
  workers: 2,
  fullyParallel: true,
  reporter: 'list',
  use: {
    browserName: 'chromium',
    viewport: { width: 1024, height: 768 },
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
})
