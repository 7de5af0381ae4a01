import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'adapter-solana',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // Each devnet test file starts its own Solana devnet in-process (startSolanaDevnet, ~0.2 s):
    // no anvil is needed here.
  },
})
