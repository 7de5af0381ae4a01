import { createRequire } from 'node:module'
import { defineProject } from 'vitest/config'

const require = createRequire(import.meta.url)

export default defineProject({
  test: {
    name: 'adapter-bitcoin',
    environment: 'node',
    // The test command runs two suites side by side on 2 cores: room for a slow moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts'],
    // The real regtest bitcoind from @appkit/test (dev keys funded), as injectDevnetBitcoin().
    globalSetup: [require.resolve('@appkit/test/vitest-bitcoin-global-setup')],
  },
})
