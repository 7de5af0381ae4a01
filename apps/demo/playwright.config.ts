import {
  definePlaywrightConfig,
  devnetInfoFile,
  findFreePortSync,
} from '@appkit/test/playwright-config'

// This file is loaded by the runner and again by each worker: values chosen here go through
// process.env, which the workers inherit, so everyone sees the same ones.
process.env.APPKIT_DEMO_E2E_PORT ??= findFreePortSync()
// The devnet's info goes to this file for the preview server, which reads it per page request.
process.env.APPKIT_DEVNET_FILE ??= devnetInfoFile('e2e')

export default definePlaywrightConfig({
  // The devnet, the production build (and its size report) and `vite preview` of it.
  globalSetup: './e2e/globalSetup.ts',
  use: { baseURL: `http://127.0.0.1:${process.env.APPKIT_DEMO_E2E_PORT}` },
})
