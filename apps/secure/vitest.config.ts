import { defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'secure',
    environment: 'node',
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    globalSetup: ['../../packages/test/src/vitestGlobalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
  },
})
