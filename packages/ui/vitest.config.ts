import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'ui',
    environment: 'happy-dom',
    // The test command runs two suites side by side on 2 cores: room for a slow moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/testSetup.ts'],
  },
})
