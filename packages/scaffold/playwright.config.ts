import { definePlaywrightConfig } from '@appkit/test/playwright-config'

// The scaffold's browser harness: views the demo cannot reach (two namespaces, a failing
// connector, a not-safe request) checked with axe in Chromium. No devnet: nothing here reads a
// chain, and the page's server (startBundledPageServer of @appkit/test) binds 127.0.0.1 on a free port.
export default definePlaywrightConfig({ use: { reducedMotion: 'reduce' } })
