import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'test',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One devnet (anvil for chains 1 and 137, contracts deployed, and Solana) and one Bitcoin
    // regtest node (bitcoind, dev keys funded) for the whole project.
    globalSetup: ['./src/vitestGlobalSetup.ts', './src/vitestBitcoinGlobalSetup.ts'],
    testTimeout: 30_000,
    hookTimeout: 30_000,
  },
})
