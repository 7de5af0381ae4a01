import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'api',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: [
      './test/postgresGlobalSetup.ts',
      '../../packages/test/src/vitestGlobalSetup.ts',
      // The bip122 routes' suite reads a real regtest bitcoind.
      '../../packages/test/src/vitestBitcoinGlobalSetup.ts',
    ],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
