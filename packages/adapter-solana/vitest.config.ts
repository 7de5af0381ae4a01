import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'adapter-solana',
    environment: 'node',
    // The test command runs two suites side by side on 2 cores: room for a slow moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts'],
    // Each devnet test file starts its own Solana devnet in-process (startSolanaDevnet, ~0.2 s):
    // no anvil is needed here.
  },
})
