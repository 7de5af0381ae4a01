import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'adapter-polkadot',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The chopsticks test file starts its own chain once (3–5 s, ~260 MB): no anvil here.
    testTimeout: 30_000,
    hookTimeout: 90_000,
  },
})
