import { configDefaults, defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'wallet',
    environment: 'node',
    // The test command runs two suites side by side on 2 cores: room for a slow moment.
    testTimeout: 30_000,
    hookTimeout: 60_000,
    include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
    // e2e/ holds the Playwright specs (playwright.config.ts); vitest must not collect them.
    exclude: [...configDefaults.exclude, 'e2e/**'],
  },
})
