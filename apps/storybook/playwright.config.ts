import { definePlaywrightConfig } from '@appkit/test/playwright-config'

/** Browser suite of the Storybook: axe over every story, keyboard-only tests, host CSS isolation. */
export default definePlaywrightConfig({
  testDir: './tests',
  testMatch: '**/*.spec.ts',
  globalSetup: './tests/globalSetup.ts',
  timeout: 180_000,
  workers: 2,
  fullyParallel: true,
  reporter: 'list',
  use: { viewport: { width: 1024, height: 768 } },
})
