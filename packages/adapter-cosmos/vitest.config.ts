import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'adapter-cosmos',
    environment: 'node',
    include: ['src/**/*.test.ts'],
    // The integration tests start the Cosmos simulator of @appkit/test themselves (in-process,
    // no anvil needed), so this project has no devnet globalSetup.
    testTimeout: 30_000,
  },
})
