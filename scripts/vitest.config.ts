import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'scripts',
    environment: 'node',
    include: ['test/**/*.test.ts'],
    // The start command brings up the devnet, the API, the relay and two Vite servers.
    testTimeout: 180_000,
    hookTimeout: 60_000,
  },
})
