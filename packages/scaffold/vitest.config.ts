import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'scaffold',
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}', 'examples/**/*.test.ts'],
    // The first open() of a test file loads the host and view chunks (react-dom/client with
    // them): seconds when the 2-core machine runs every suite at once.
    testTimeout: 30_000,
    setupFiles: ['./src/testSetup.ts'],
    // The regtest bitcoind (dev keys funded) and apps/api's bip122 routes on it, for the Bitcoin
    // integration test: injectDevnetBitcoin() and inject('bitcoinApiUrl').
    globalSetup: ['./src/testing/vitestBitcoinApiGlobalSetup.ts'],
  },
})
