import { configDefaults, defineProject } from 'vitest/config'

export default defineProject({
  test: {
    name: 'wallet',
    environment: 'node',
    include: ['src/**/*.test.ts', 'server/**/*.test.ts'],
    // e2e/ holds the Playwright specs (playwright.config.ts); vitest must not collect them.
    exclude: [...configDefaults.exclude, 'e2e/**'],
  },
})
