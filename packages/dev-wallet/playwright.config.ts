import { definePlaywrightConfig } from '@appkit/test/playwright-config'

export default definePlaywrightConfig({
  // Builds the page script, starts the devnet (@appkit/test) and the test page's server.
  globalSetup: './e2e/globalSetup.ts',
})
