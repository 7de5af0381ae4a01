import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'test',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // One devnet (anvil for chains 1 and 137, contracts deployed, and Solana) and one Bitcoin
    // regtest node (bitcoind, dev keys funded) for the whole project.
    globalSetup: ['./src/vitestGlobalSetup.ts', './src/vitestBitcoinGlobalSetup.ts'],
    // Starting devnets and compiling with solc take seconds on a quiet machine and over 30 s on a
    // loaded one (2 cores, load 30 seen); none of these tests is about time, so wait long.
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
})
